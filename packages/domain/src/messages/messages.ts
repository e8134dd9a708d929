/** Every Portuguese text of both spec documents, grouped by area (one namespace: see messageCatalog.ts). */
export * as MESSAGES from './messageCatalog';
