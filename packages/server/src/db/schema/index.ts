// The whole schema, one module per subject; drizzle-kit reads this file to generate migrations.
export * from './brands';
export * from './companies';
export * from './users';
export * from './tokens';
export * from './branchSetup';
export * from './pessoas';
export * from './produtos';
export * from './estoque';
export * from './vendas';
export * from './financeiro';
export * from './alerts';
export * from './favorites';
export * from './plans';
export * from './localidades';
export * from './cadastros';
export * from './reports';
export * from './admin';
