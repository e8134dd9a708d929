/**
 * Counts how many times a shared package's code was evaluated on this page. Packages that must be federation
 * singletons (the session store, the API client) call it once at module level; the end-to-end suite reads the counts
 * to prove that host and remotes use one copy, not merely compatible ones.
 */
export function markModuleInstance(name: string, scope: object = globalThis): number {
  const holder = scope as { __ERP_SINGLETONS__?: Record<string, number> };
  const counts = (holder.__ERP_SINGLETONS__ ??= {});
  counts[name] = (counts[name] ?? 0) + 1;
  return counts[name];
}
