// @ts-check
// Which exports of a shared package the workspace imports. A shared module is provided whole: the first app that
// registers it hands every other app its copy, so webpack cannot drop what that app does not use. But host and
// remotes are built from one workspace, so the union of their imports is known at build time; each app's copy keeps
// that union and nothing else (prunedShared.mjs). A remote deployed later that imports a name the running host's
// copy lacks is refused by the release contract check (the names are in each app's mf-manifest.json).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SHARED_PACKAGES } from './shared.mjs';

// Required, not imported: an ES import of TypeScript's 9 MB CommonJS file has Node scan all of it for its export
// names (and first try it as an ES module), ~0.5 s of CPU in every process that builds or tests a webpack config.
/** @type {typeof import('typescript')} */
const ts = createRequire(import.meta.url)('typescript');

/** React and react-dom are CommonJS: webpack cannot prune them, they are provided whole. */
const PROVIDED_WHOLE = new Set(['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client']);

/**
 * Shared packages provided as the workspace's union of imports, not whole: every shared package but React's. The
 * big ones on every page for their bytes, the workspace's own for the contract check (a remote using an export its
 * host's build does not have is refused at release, not broken at run time: their version stays 0.1.0 while their
 * API grows).
 */
export const PRUNED_SHARED = SHARED_PACKAGES.filter((pkg) => !PROVIDED_WHOLE.has(pkg));

const WORKSPACE_ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCE_FILE = /\.(tsx?|mjs)$/;
const TEST_FILE = /\.(test|spec)\.tsx?$/;

/** @typedef {{ names: Set<string>, opaque: string[] }} Imports */

/**
 * What one import or export declaration takes from its module: names, or why they cannot be known.
 * @typedef {{ specifier: string, names: string[], opaque?: string }} Reference
 */

/** @type {Map<string, { text: string, references: Reference[] }>} */
const referencesByFile = new Map();

/**
 * The value imports and re-exports of one file. One build asks about every pruned package and most files name
 * several: a file is parsed once, not once per package (each parse of the workspace and its installed packages'
 * ES builds took seconds).
 * @param {string} fileName
 * @param {string} text
 * @returns {Reference[]}
 */
function referencesIn(fileName, text) {
  const known = referencesByFile.get(fileName);
  if (known?.text === text) return known.references;
  const kind = fileName.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : fileName.endsWith('.ts')
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  /** @type {Reference[]} */
  const references = [];
  for (const statement of source.statements) {
    const isImport = ts.isImportDeclaration(statement);
    if (!isImport && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    /** @type {Reference} */
    const reference = { specifier: specifier.text, names: [] };
    if (isImport) {
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly) continue;
      if (clause.name) reference.names.push('default');
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) reference.opaque = 'import * as';
      else if (bindings) {
        for (const element of bindings.elements) {
          if (!element.isTypeOnly) reference.names.push((element.propertyName ?? element.name).text);
        }
      }
    } else {
      if (statement.isTypeOnly) continue;
      const clause = statement.exportClause;
      if (!clause || ts.isNamespaceExport(clause)) reference.opaque = 'export * from';
      else {
        for (const element of clause.elements) {
          if (!element.isTypeOnly) reference.names.push((element.propertyName ?? element.name).text);
        }
      }
    }
    references.push(reference);
  }
  referencesByFile.set(fileName, { text, references });
  return references;
}

/**
 * The names one file imports from `pkg`, or why they cannot be known (a namespace import, `export *`, a dynamic
 * import or require of the whole package).
 * @param {string} fileName
 * @param {string} text
 * @param {string} pkg
 * @param {Imports} into
 */
export function collectImports(fileName, text, pkg, into) {
  if (!text.includes(pkg)) return;
  const quoted = `['"]${pkg.replace(/[/.]/g, '\\$&')}['"]`;
  if (new RegExp(`(?:\\bimport|\\brequire)\\s*\\(\\s*${quoted}\\s*\\)`).test(text)) {
    into.opaque.push(`${fileName}: import() or require() of the whole package`);
  }
  for (const reference of referencesIn(fileName, text)) {
    if (reference.specifier !== pkg) continue;
    if (reference.opaque) into.opaque.push(`${fileName}: ${reference.opaque}`);
    for (const name of reference.names) into.names.add(name);
  }
}

/** @param {string} dir @param {(file: string) => boolean} keep @returns {string[]} */
function filesUnder(dir, keep) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(full, keep);
    return entry.isFile() && keep(full) ? [full] : [];
  });
}

/** The workspace's package folders, from pnpm-workspace.yaml's `packages` patterns (a folder or `folder/*`). */
function workspaceDirs() {
  const yaml = fs.readFileSync(path.join(WORKSPACE_ROOT, 'pnpm-workspace.yaml'), 'utf8');
  const patterns = [...yaml.matchAll(/^\s*-\s*['"]?([^'"\s#]+)['"]?\s*$/gm)].map((m) => m[1]);
  return patterns.flatMap((pattern) => {
    const star = pattern.indexOf('*');
    if (star < 0) return [path.join(WORKSPACE_ROOT, pattern)];
    const parent = path.join(WORKSPACE_ROOT, path.dirname(pattern));
    const prefix = path.basename(pattern).slice(0, path.basename(pattern).indexOf('*'));
    return fs
      .readdirSync(parent, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name.startsWith(prefix))
      .map((entry) => path.join(parent, entry.name));
  });
}

/** @type {Map<string, any>} */
const packageJsons = new Map();

/** @param {string} dir (read once: every pruned package walks the same dependencies) */
function readPackageJson(dir) {
  let json = packageJsons.get(dir);
  if (!json) {
    json = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    packageJsons.set(dir, json);
  }
  return json;
}

/**
 * Installed packages that import `pkg` themselves (they list it as a dependency or peer), reached from the
 * workspace's runtime dependencies; pnpm links a package's dependencies beside it, in the same node_modules.
 * @param {string} pkg
 */
function dependentsOf(pkg, dirs) {
  /** @type {Set<string>} */
  const found = new Set();
  /** @param {string} fromDir @param {string} nodeModules */
  const visit = (fromDir, nodeModules) => {
    const json = readPackageJson(fromDir);
    for (const dep of Object.keys({ ...json.dependencies, ...json.peerDependencies })) {
      if (dep === pkg) continue;
      const linked = path.join(nodeModules, dep);
      if (!fs.existsSync(path.join(linked, 'package.json'))) continue;
      const real = fs.realpathSync(linked);
      // A workspace package's own sources are read as the workspace's.
      if (found.has(real) || !real.includes(`${path.sep}node_modules${path.sep}`)) continue;
      const depJson = readPackageJson(real);
      if (!{ ...depJson.dependencies, ...depJson.peerDependencies }[pkg]) continue;
      found.add(real);
      visit(
        real,
        real.slice(0, real.lastIndexOf(`${path.sep}node_modules${path.sep}`) + '/node_modules/'.length),
      );
    }
  };
  for (const dir of dirs) {
    if (fs.existsSync(path.join(dir, 'node_modules'))) visit(dir, path.join(dir, 'node_modules'));
  }
  return [...found];
}

/**
 * The workspace folders `apps` (folder names under the workspace root) are built from: themselves and the workspace
 * packages they depend on, directly or through one another.
 * @param {readonly string[]} apps
 */
function workspaceClosure(apps) {
  const byName = new Map(workspaceDirs().map((dir) => [readPackageJson(dir).name, dir]));
  const found = new Set(apps.map((app) => path.join(WORKSPACE_ROOT, app)));
  const queue = [...found];
  for (let dir = queue.shift(); dir; dir = queue.shift()) {
    const json = readPackageJson(dir);
    for (const dep of Object.keys({ ...json.dependencies, ...json.peerDependencies })) {
      const depDir = byName.get(dep);
      if (depDir && !found.has(depDir)) {
        found.add(depDir);
        queue.push(depDir);
      }
    }
  }
  return [...found];
}

/** @type {Map<string, { names: string[] } | { opaque: string[] }>} */
const cache = new Map();

// One build asks for every pruned package: the workspace's files are listed and read once, not once per package.
/** @type {Map<string, string[]>} */
const sourceFilesByDir = new Map();
/** @type {Map<string, string>} */
const texts = new Map();

/** @param {string} file */
function readText(file) {
  let text = texts.get(file);
  if (text === undefined) {
    text = fs.readFileSync(file, 'utf8');
    texts.set(file, text);
  }
  return text;
}

/** @param {string} dir */
function sourceFilesOf(dir) {
  let files = sourceFilesByDir.get(dir);
  if (!files) {
    files = filesUnder(path.join(dir, 'src'), (file) => SOURCE_FILE.test(file) && !TEST_FILE.test(file));
    sourceFilesByDir.set(dir, files);
  }
  return files;
}

/**
 * The union of the names the sources of `dirs` and the installed packages they reach that depend on `pkg` import
 * from it; `{ opaque }` when some import takes the whole package (then it must be provided whole).
 * @param {string} pkg
 * @param {string[]} dirs
 * @param {string} cacheKey
 * @returns {{ names: string[] } | { opaque: string[] }}
 */
function importsIn(pkg, dirs, cacheKey) {
  const known = cache.get(cacheKey);
  if (known) return known;
  /** @type {Imports} */
  const imports = { names: new Set(), opaque: [] };
  // Installed packages are read through their ES module builds, which is what webpack bundles.
  const installed = dependentsOf(pkg, dirs).flatMap((dir) => {
    const esm = filesUnder(dir, (file) => file.endsWith('.mjs'));
    if (!esm.length) imports.opaque.push(`${dir}: no ES module build to read`);
    return esm;
  });
  for (const file of [...dirs.flatMap(sourceFilesOf), ...installed]) {
    collectImports(file, readText(file), pkg, imports);
  }
  const result = imports.opaque.length ? { opaque: imports.opaque } : { names: [...imports.names].sort() };
  cache.set(cacheKey, result);
  return result;
}

/**
 * The union of the names the whole workspace (its sources and the installed packages that depend on `pkg`) imports
 * from `pkg`: what the copy every main-area remote shares must hold.
 * @param {string} pkg
 */
export function workspaceImportsOf(pkg) {
  return importsIn(pkg, workspaceDirs(), pkg);
}

/**
 * The names a tier of `pkg` holds (tiers.mjs): what `apps` import from it, through their own sources, the workspace
 * packages they are built from and the installed packages those reach. Everything the host compiles consumes the
 * login tier, so nothing it runs may need a name outside that one.
 * @param {string} pkg
 * @param {readonly string[]} apps folder names of the tier's apps
 */
export function tierImportsOf(pkg, apps) {
  return importsIn(pkg, workspaceClosure(apps), `${pkg} ${[...apps].sort().join(' ')}`);
}
