/** A published version and when it was published. */
export interface PublishedVersion {
  versao: string;
  publicadaEm: string;
}

/**
 * What is published and globally active, per container: read by the API from its database in one go, so every API
 * machine answers the same registry. The registry and the admin rows are computed from one catalog.
 */
export interface ReleaseCatalog {
  /** Published versions of a container, oldest first. */
  versions(container: string): PublishedVersion[];
  /** The globally active version of a container, or null before its first activation. */
  active(container: string): string | null;
  /** The container's global activation history, oldest first, the active one last. */
  history(container: string): string[];
  isPublished(container: string, version: string): boolean;
}

/** The catalog of the rows the database holds: published versions and each container's active one. */
export function catalogOf(
  published: ReadonlyArray<{ container: string; versao: string; publicadaEm: Date }>,
  active: ReadonlyArray<{ container: string; versao: string; historico: readonly string[] }>,
): ReleaseCatalog {
  const versions = new Map<string, PublishedVersion[]>();
  for (const row of [...published].sort((a, b) => a.publicadaEm.getTime() - b.publicadaEm.getTime())) {
    const list = versions.get(row.container) ?? [];
    list.push({ versao: row.versao, publicadaEm: row.publicadaEm.toISOString() });
    versions.set(row.container, list);
  }
  const names = new Map([...versions].map(([c, list]) => [c, new Set(list.map((v) => v.versao))]));
  const activeOf = new Map(active.map((row) => [row.container, row]));
  const isPublished = (container: string, version: string) => names.get(container)?.has(version) ?? false;
  return {
    versions: (container) => versions.get(container) ?? [],
    active: (container) => activeOf.get(container)?.versao ?? null,
    history: (container) =>
      (activeOf.get(container)?.historico ?? []).filter((v) => isPublished(container, v)),
    isPublished,
  };
}
