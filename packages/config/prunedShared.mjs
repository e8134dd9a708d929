// @ts-check
// Provides a shared package as the workspace's union of imports instead of whole (see sharedExports.mjs for why
// that is safe). Module Federation makes the provided module and a consumer's own fallback reference the package's
// whole exports object, so webpack keeps every export; here those two references name the union instead, with
// mangling off (other apps read the exports by name), and webpack's own tree shaking drops the rest.
// The app's mf-manifest.json says, per pruned package, what its copy keeps (`providedExports`) and what the app
// itself imports (`importedExports`): the release contract check refuses a remote that imports a name the running
// host's copy lacks. A build whose own imports are not all in the union fails (the source scan missed something).
// Module Federation's `shared[x].treeShaking` does the same from each app's own imports and falls back to a second,
// whole build of the package at run time; it failed here (RUNTIME-008 on the fallback, bench/README.md) and costs
// an extra compilation per build.
import { tierImportsOf, workspaceImportsOf } from './sharedExports.mjs';
import { shareKeyOf } from './sharedModules.mjs';
import { TIERS, tierShareKey } from './tiers.mjs';

const NAME = 'PrunedSharedPlugin';
const WHOLE = '*';
const PROVIDE = 'provide module for shared';
const FALLBACK = 'consume shared fallback';

export class PrunedSharedPlugin {
  /**
   * @param {string[]} packages the shared packages to provide as the union of their imports
   * @param {string} manifestFile the Module Federation manifest the names are written into
   * @param {typeof workspaceImportsOf} importsOf where the union comes from (a test hands its own)
   * @param {typeof tierImportsOf} tierImportsOfApps where each package's tiers come from (tiers.mjs)
   */
  constructor(packages, manifestFile, importsOf = workspaceImportsOf, tierImportsOfApps = tierImportsOf) {
    this.packages = packages;
    this.manifestFile = manifestFile;
    this.readUnion = importsOf;
    this.readTier = tierImportsOfApps;
    /** @type {Map<string, string[]>} */
    this.kept = new Map();
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    // Read when a build runs, not when a config is made (the workspace scan takes a second or two).
    for (const pkg of this.packages) {
      const imports = this.readUnion(pkg);
      if ('names' in imports) this.kept.set(pkg, imports.names);
      else console.warn(`[shared] ${pkg} is provided whole: ${imports.opaque.slice(0, 3).join('; ')}`);
      for (const [tier, apps] of Object.entries(TIERS)) {
        const part = this.readTier(pkg, apps);
        if ('names' in part) this.kept.set(tierShareKey(pkg, tier), part.names);
      }
    }
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      compilation.hooks.dependencyReferencedExports.tap(NAME, (referenced, dependency) => {
        if (dependency.type !== PROVIDE && dependency.type !== FALLBACK) return referenced;
        const key = shareKeyOf(compilation.moduleGraph.getParentModule(dependency));
        const names = key ? this.kept.get(key) : undefined;
        return names ? names.map((name) => ({ name: [name], canMangle: false })) : referenced;
      });
      compilation.hooks.processAssets.tap(
        // After Module Federation wrote the manifest (PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER).
        { name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + 1 },
        () => this.describe(compilation),
      );
    });
  }

  /**
   * The names this build imports from each pruned package (`*` when some import takes the whole object).
   * @param {import('webpack').Compilation} compilation
   * @returns {Map<string, Set<string>>}
   */
  importsOf(compilation) {
    /** @type {Map<string, Set<string>>} */
    const imports = new Map();
    for (const module of compilation.modules) {
      if (module.type !== 'consume-shared-module') continue;
      const key = shareKeyOf(module);
      if (!key || !this.kept.has(key)) continue;
      const names = imports.get(key) ?? new Set();
      imports.set(key, names);
      for (const connection of compilation.moduleGraph.getIncomingConnections(module)) {
        if (!connection.dependency) continue;
        for (const ref of compilation.getDependencyReferencedExports(connection.dependency, undefined)) {
          const path = Array.isArray(ref) ? ref : ref.name;
          names.add(path.length ? path[0] : WHOLE);
        }
      }
    }
    return imports;
  }

  /** @param {import('webpack').Compilation} compilation */
  describe(compilation) {
    const imports = this.importsOf(compilation);
    for (const [pkg, names] of imports) {
      const kept = new Set(this.kept.get(pkg));
      const missing = [...names].filter((name) => !kept.has(name));
      if (missing.length) {
        compilation.errors.push(
          new compilation.compiler.webpack.WebpackError(
            `[shared] ${pkg}: this build imports ${missing.join(', ')}, which the scan of the workspace ` +
              '(packages/config/sharedExports.mjs) did not find; the copy every app shares would lack them',
          ),
        );
      }
    }
    const asset = compilation.getAsset(this.manifestFile);
    if (!asset) return;
    const manifest = JSON.parse(asset.source.source().toString());
    for (const shared of manifest.shared ?? []) {
      const kept = this.kept.get(shared.name);
      if (!kept) continue;
      shared.providedExports = kept;
      shared.importedExports = [...(imports.get(shared.name) ?? [])].sort();
    }
    compilation.updateAsset(
      this.manifestFile,
      new compilation.compiler.webpack.sources.RawSource(JSON.stringify(manifest, null, 2)),
    );
  }
}
