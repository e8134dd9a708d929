// jsdom tests import @mantine/core by its index, which requires all ~570 of its modules: each test file compiled and
// ran them again (~1 s of CPU) though a screen uses a few dozen. This gives the index's exports as getters that
// require a module the first time one of its exports is read: same names, same modules, same values.
const fs = require('node:fs');
const path = require('node:path');

// The index's lines (Rollup's CommonJS output): `var Name = require('./file.cjs');` then `exports.Export =
// Name.Member;`, or `Object.defineProperty(exports, "Export", { … get: … return Name.Member; … });`.
const REQUIRE_LINE = /^var (\w+) = require\('([^']+)'\);$/gm;
const EXPORT_LINE = /^exports\.(\w+) = (\w+)\.(\w+);$/gm;
const EXPORT_GETTER =
  /^Object\.defineProperty\(exports, "(\w+)", \{\n\tenumerable: true,\n\tget: function \(\) \{ return (\w+)\.(\w+); \}\n\}\);$/gm;
// Anything else that reads or writes `exports` would be missed: refuse it rather than hand out a partial module.
const ANY_EXPORT = /\bexports\b/g;

/**
 * @param {string} indexPath the package's CommonJS index
 * @param {NodeJS.Require} load the caller's `require` (in a test: Jest's, so modules stay in its registry)
 */
function onDemandExports(indexPath, load) {
  const source = fs.readFileSync(indexPath, 'utf8');
  const files = new Map(Array.from(source.matchAll(REQUIRE_LINE), ([, name, file]) => [name, file]));
  // In the index's order, so the names enumerate as the index's do.
  const exported = [...source.matchAll(EXPORT_LINE), ...source.matchAll(EXPORT_GETTER)].sort(
    (a, b) => a.index - b.index,
  );
  if (exported.length !== (source.match(ANY_EXPORT) ?? []).length) {
    throw new Error(`${indexPath}: an export this reader does not know; load the index itself`);
  }
  const target = {};
  // Required once per module: a getter runs at every use of the export (each render reads `core.Button`).
  const loaded = new Map();
  const moduleOf = (file) => {
    if (!loaded.has(file)) {
      // A package the index requires is found from the index's folder, as the index would find it.
      const id = file.startsWith('.')
        ? path.join(path.dirname(indexPath), file)
        : load.resolve(file, { paths: [path.dirname(indexPath)] });
      loaded.set(file, load(id));
    }
    return loaded.get(file);
  };
  for (const [, name, variable, member] of exported) {
    const file = files.get(variable);
    if (!file) throw new Error(`${indexPath}: export ${name} comes from ${variable}, which is not required`);
    Object.defineProperty(target, name, { enumerable: true, get: () => moduleOf(file)[member] });
  }
  return target;
}

module.exports = { onDemandExports };
