import fs from 'node:fs';
import path from 'node:path';
import { namedImports, valueImportedModules } from './sourceImports';
import { walkGraph } from './walkGraph';

/** What rendering some Mantine exports needs. */
export interface StyleNeeds {
  /** `@mantine/core/styles/<sheet>.css` file names (without `.css`), each with the exports that need it. */
  coreSheets: Map<string, Set<string>>;
  /** Packages whose own `styles.css` is needed (`@mantine/dates`, `mantine-react-table`…). */
  packageSheets: Map<string, Set<string>>;
}

export function emptyNeeds(): StyleNeeds {
  return { coreSheets: new Map(), packageSheets: new Map() };
}

/** Every package whose components render Mantine's: their imports from each other are followed. */
export function isMantinePackage(module: string): boolean {
  return module.startsWith('@mantine/') || module === 'mantine-react-table';
}

interface PackageEsm {
  dir: string;
  entry: string;
  /** Export name → the file that defines it, read from the entry's `export { … } from './…'` lines. */
  exportFiles: Map<string, string>;
  hasStylesheet: boolean;
}

/**
 * The folder of package `name` as the file `from` finds it: Node's lookup of `node_modules/<name>` in the file's
 * folder and each one above. Not a resolver's answer: under Jest, '@mantine/core' resolves to the test preset's
 * on-demand index (packages/config/jest.mantineCore.cjs), not to a file inside the package.
 */
export function packageDir(name: string, from: string): string {
  for (let dir = path.dirname(from); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return fs.realpathSync(candidate);
    if (dir === path.dirname(dir)) throw new Error(`cannot find the folder of ${name} from ${from}`);
  }
}

function add(into: Map<string, Set<string>>, key: string, why: string): void {
  into.set(key, (into.get(key) ?? new Set()).add(why));
}

/**
 * Which stylesheets a Mantine export needs, read from the packages' published ES modules: Mantine ships one file
 * per component, each importing the components it renders and its own `<Component>.module.css.mjs` (the class
 * names of `styles/<Component>.css`). Following those imports gives the dependencies the docs describe ("Button
 * uses UnstyledButton", "PasswordInput needs Input and ActionIcon") without a hand-kept table that drifts on
 * upgrades. Only value imports are followed; `import 'x'` lines are the bundler's hoisting, not renders.
 */
export function createMantineStyleGraph() {
  const packages = new Map<string, PackageEsm>();
  const closures = new Map<string, string[]>();

  function packageEsm(name: string, from: string): PackageEsm {
    const dir = packageDir(name, from);
    const known = packages.get(dir);
    if (known) return known;
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const entry = path.join(dir, manifest.module ?? manifest.main);
    const exportFiles = new Map<string, string>();
    for (const { name: exported, from: file } of namedImports(fs.readFileSync(entry, 'utf8'), (m) =>
      m.startsWith('.'),
    ))
      exportFiles.set(exported, path.resolve(path.dirname(entry), file));
    const esm = { dir, entry, exportFiles, hasStylesheet: fs.existsSync(path.join(dir, 'styles.css')) };
    packages.set(dir, esm);
    return esm;
  }

  /** The package's own files a file reaches through value imports. */
  function closure(file: string): string[] {
    const known = closures.get(file);
    if (known) return known;
    const files = walkGraph(file, (current) =>
      valueImportedModules(fs.readFileSync(current, 'utf8'))
        .filter((module) => module.startsWith('.'))
        .map((module) => path.resolve(path.dirname(current), module)),
    );
    closures.set(file, files);
    return files;
  }

  function coreSheetOf(moduleFile: string, coreDir: string): string {
    const sheet = path.basename(moduleFile, '.module.css.mjs');
    if (!fs.existsSync(path.join(coreDir, 'styles', `${sheet}.css`)))
      throw new Error(`${moduleFile} has no @mantine/core/styles/${sheet}.css: Mantine's layout changed`);
    return sheet;
  }

  interface ExportNeeds {
    coreSheets: Set<string>;
    packageSheets: Set<string>;
  }
  const exportNeeds = new Map<string, ExportNeeds>();

  /** The sheets rendering `name` from `pkg` (imported in the file `from`) needs, once per export. */
  function needsOfExport(pkg: string, name: string, from: string): ExportNeeds {
    const esm = packageEsm(pkg, from);
    const key = `${esm.dir}#${name}`;
    const known = exportNeeds.get(key);
    if (known) return known;
    const found: ExportNeeds = { coreSheets: new Set(), packageSheets: new Set() };
    exportNeeds.set(key, found);
    // A bundle without per-export files (mantine-react-table) is taken whole.
    const file = esm.exportFiles.size ? esm.exportFiles.get(name) : esm.entry;
    if (!file) return found;
    // @mantine/core's whole styles.css is what the per-component sheets replace.
    if (esm.hasStylesheet && pkg !== '@mantine/core') found.packageSheets.add(pkg);
    for (const reached of closure(file)) {
      if (pkg === '@mantine/core' && reached.endsWith('.module.css.mjs'))
        found.coreSheets.add(coreSheetOf(reached, esm.dir));
      for (const imported of namedImports(fs.readFileSync(reached, 'utf8'), isMantinePackage)) {
        const inner = needsOfExport(imported.from, imported.name, reached);
        inner.coreSheets.forEach((sheet) => found.coreSheets.add(sheet));
        inner.packageSheets.forEach((sheet) => found.packageSheets.add(sheet));
      }
    }
    return found;
  }

  /** Adds to `needs` what rendering `name` from `pkg` (imported in the file `from`) needs, noting `why`. */
  function collect(pkg: string, name: string, from: string, needs: StyleNeeds, why = name): void {
    const found = needsOfExport(pkg, name, from);
    found.coreSheets.forEach((sheet) => add(needs.coreSheets, sheet, why));
    found.packageSheets.forEach((sheet) => add(needs.packageSheets, sheet, why));
  }

  return { collect };
}
