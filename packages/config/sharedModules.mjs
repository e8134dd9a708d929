// @ts-check
// Reading Module Federation's shared modules in webpack's chunk graph: which kind of module made a chunk group, and
// which share-scope key a provide or consume module stands for. The host's chunk split (splitChunks.mjs) and the
// pruning of shared packages (prunedShared.mjs) read them.

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
