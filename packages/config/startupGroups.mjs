// @ts-check
// Which chunk groups the host's start-up loads, and in which order they may be merged. The preload links of the
// host's HTML (preload.mjs) and its start-up chunks (splitChunks.mjs) both read it.

/**
 * The class of the module that created a chunk group (webpack's chunk graph names them by constructor).
 * @param {{ module?: unknown }} origin
 */
export const kindOf = (origin) => origin.module?.constructor?.name;

/**
 * The share-scope key of a Module Federation provide or consume module.
 * @param {unknown} module
 */
export function shareKeyOf(module) {
  const shared = /** @type {{ _name?: string, options?: { shareKey?: string } } | null} */ (module);
  return shared?.options?.shareKey ?? shared?._name ?? '';
}

/**
 * A chunk group that start-up needs: the entry's own async children (the `import('./bootstrap')` hop and the shared
 * modules the host provides under a key it consumes itself), and below them only the fallbacks of shared modules
 * they consume. A package's other parts (tiers.mjs: the shell's, the union) are provided for the remotes, which ask
 * for them when they load; an `import()` of the code itself (socket.io-client on first use, a lazy page) is left for when it runs:
 * announcing either made every first visit download it.
 * @param {import('webpack').ChunkGroup} group
 * @param {boolean} directChild
 * @param {Set<string>} consumedKeys
 */
function neededAtStartup(group, directChild, consumedKeys) {
  if (!directChild) return group.origins.some((origin) => kindOf(origin) === 'ConsumeSharedModule');
  // A provide's chunks are fetched when an app consumes its key; the host's own code consumes only some keys.
  if (!group.origins.every((origin) => kindOf(origin) === 'ProvideSharedModule')) return true;
  return group.origins.some((origin) => consumedKeys.has(shareKeyOf(origin.module)));
}

/**
 * The chunk groups below `entry` that its start-up loads (see `neededAtStartup`).
 * @param {import('webpack').Compilation} compilation
 * @param {string} entry
 * @returns {Set<import('webpack').ChunkGroup>}
 */
export function startupGroups(compilation, entry) {
  /** @type {Set<import('webpack').ChunkGroup>} */
  const found = new Set();
  const group = compilation.namedChunkGroups.get(entry);
  if (!group) return found;
  const consumedKeys = new Set(
    [...compilation.modules]
      .filter((module) => module.constructor.name === 'ConsumeSharedModule')
      .map(shareKeyOf),
  );
  /** @type {Array<[import('webpack').ChunkGroup, boolean]>} */
  const queue = group.getChildren().map((child) => [child, true]);
  for (let next = queue.shift(); next; next = queue.shift()) {
    const [current, directChild] = next;
    if (found.has(current) || !neededAtStartup(current, directChild, consumedKeys)) continue;
    found.add(current);
    for (const child of current.getChildren()) queue.push([child, false]);
  }
  return found;
}

/**
 * Each start-up group's level in the order shared modules must load: a group that consumes a shared key comes after
 * the group providing it. A chunk may only hold modules of one level: when a chunk holds a module that consumes key
 * K and also K's own modules, loading K waits for the chunk, whose loading waits for K (the page never starts).
 * @param {import('webpack').Compilation} compilation
 * @param {Set<import('webpack').ChunkGroup>} groups
 * @returns {Map<import('webpack').ChunkGroup, number>}
 */
export function startupLevels(compilation, groups) {
  /** @type {Map<string, import('webpack').ChunkGroup>} */
  const byKey = new Map();
  /** @param {import('webpack').ChunkGroup} group */
  const ownKey = (group) => {
    const origin = group.origins.find((o) =>
      ['ProvideSharedModule', 'ConsumeSharedModule'].includes(kindOf(o)),
    );
    return origin ? shareKeyOf(origin.module) : undefined;
  };
  for (const group of groups) {
    const key = ownKey(group);
    if (key && !byKey.has(key)) byKey.set(key, group);
  }
  /** @param {import('webpack').ChunkGroup} group */
  const consumedBy = (group) => {
    const keys = new Set();
    for (const chunk of group.chunks) {
      for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.constructor.name === 'ConsumeSharedModule') keys.add(shareKeyOf(module));
      }
    }
    return keys;
  };
  /** @type {Map<string, number>} */
  const levelOfKey = new Map();
  /** @param {Set<string>} consumed @param {Set<string>} path @returns {number} */
  const after = (consumed, path) => {
    let level = 0;
    for (const key of consumed) level = Math.max(level, keyLevel(key, path) + 1);
    return level;
  };
  /** @param {string} key @param {Set<string>} path @returns {number} */
  const keyLevel = (key, path) => {
    const known = levelOfKey.get(key);
    if (known !== undefined) return known;
    const group = byKey.get(key);
    if (!group || path.has(key)) return 0;
    const level = after(consumedBy(group), new Set([...path, key]));
    levelOfKey.set(key, level);
    return level;
  };
  /** @type {Map<import('webpack').ChunkGroup, number>} */
  const levels = new Map();
  for (const group of groups) {
    const key = ownKey(group);
    levels.set(group, key ? keyLevel(key, new Set()) : after(consumedBy(group), new Set()));
  }
  return levels;
}
