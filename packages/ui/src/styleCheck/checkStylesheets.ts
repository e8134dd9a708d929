import fs from 'node:fs';
import path from 'node:path';
import {
  createMantineStyleGraph,
  emptyNeeds,
  isMantinePackage,
  packageDir,
  type StyleNeeds,
} from './mantineStyleGraph';
import { importsPackage, reachableSources, resolveSource } from './reachableSources';
import { GLOBAL_SHEETS, mantineSheetRank } from './sheetOrder';
import { bareImports, namedImports, namespaceImports } from './sourceImports';
import { sourceFiles, type StyleWorkspace } from './workspace';

/**
 * Stylesheets other components build on (Mantine docs, "CSS files list": "styles for components that are reused in
 * other components"; ActionIcon sits among them in Mantine's own bundle, and Anchor, Mark… are Text). They live
 * once, in the shared list every page loads before any remote's chunks: a remote's own copy arriving later would
 * re-apply, say, Popover's padding over the shell's already loaded Menu.
 */
const FOUNDATION_SHEETS = new Set([
  'ScrollArea',
  'UnstyledButton',
  'VisuallyHidden',
  'Paper',
  'Popover',
  'CloseButton',
  'Group',
  'Loader',
  'Overlay',
  'ModalBase',
  'Input',
  'InlineInput',
  'Flex',
  'FloatingIndicator',
  'ActionIcon',
  'Text',
]);

const CORE_SHEET = /^@mantine\/core\/styles\/([\w-]+)\.css$/;
const PACKAGE_SHEET = /^(@mantine\/[\w-]+|mantine-react-table)\/styles\.css$/;
const FIRST_IMPORT = /^\s*import\s+(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/m;

type ReadFile = (file: string) => string;
// Mantine's packages do not change between checks (tests run several): read them once.
let graph: ReturnType<typeof createMantineStyleGraph> | undefined;
let rank: ((sheet: string) => number) | undefined;
const coreImport = (sheet: string) => `import '@mantine/core/styles/${sheet}.css';`;
const packageSheets = (imports: string[]) => imports.flatMap((m) => PACKAGE_SHEET.exec(m)?.[1] ?? []);

/**
 * Every problem with the workspace's Mantine stylesheet lists, as sentences naming the file to change.
 * `read` reads the workspace's files (tests hand in edited copies).
 */
export function checkStylesheets(
  workspace: StyleWorkspace,
  read: ReadFile = (file) => fs.readFileSync(file, 'utf8'),
): string[] {
  const problems: string[] = [];
  const mantine = (graph ??= createMantineStyleGraph());
  const relative = (file: string) => path.relative(workspace.root, file);
  const shared = workspace.shared;
  const sharedListName = relative(shared.listFile);
  const rankOf = (rank ??= mantineSheetRank(
    packageDir('@mantine/core', path.join(shared.dir, 'package.json')),
  ));

  function needsOf(files: string[]): StyleNeeds {
    const needs = emptyNeeds();
    for (const file of files) {
      const source = read(file);
      for (const module of namespaceImports(source, isMantinePackage))
        problems.push(
          `${relative(file)}: import names from ${module} (a namespace import hides what is rendered)`,
        );
      for (const { name, from } of namedImports(source, isMantinePackage))
        mantine.collect(from, name, file, needs, `${name} (${relative(file)})`);
    }
    return needs;
  }
  const why = (needs: StyleNeeds, sheet: string) => [...needs.coreSheets.get(sheet)!][0];
  const listOf = (file: string) => (fs.existsSync(file) ? bareImports(read(file)) : []);
  const coreOf = (imports: string[]) => imports.flatMap((m) => CORE_SHEET.exec(m)?.[1] ?? []);

  /** Which list each entry loads first; a problem when it is not a list of stylesheets. */
  function listFileOf(entry: string): string | undefined {
    const first = FIRST_IMPORT.exec(read(entry))?.[1] ?? '';
    const file = resolveSource(entry, first);
    const lines = (file ? read(file) : '')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('//'));
    if (file && lines.length > 0 && lines.every((line) => /^import '[^']+\.css';$/.test(line))) return file;
    problems.push(
      `${relative(entry)}: its first import must be its Mantine stylesheet list (a file of CSS imports)`,
    );
    return undefined;
  }

  const sharedImports = listOf(shared.listFile);
  const sharedCore = coreOf(sharedImports);
  const inShared = new Set(sharedCore);
  // The shared packages' files, and the bundled packages they import (compiled into the host, so on every page).
  const sharedFiles = shared.sourceDirs.flatMap(sourceFiles);
  const bundledInShared = [...workspace.bundled].filter(([name]) =>
    sharedFiles.some((file) => importsPackage(read(file), name)),
  );
  const sharedNeeds = needsOf([
    ...new Set([
      ...sharedFiles,
      ...bundledInShared.flatMap(([, entry]) => reachableSources(entry, read, workspace.bundled)),
    ]),
  ]);
  GLOBAL_SHEETS.forEach((sheet, index) => {
    if (sharedCore[index] !== sheet)
      problems.push(`${sharedListName}: ${coreImport(sheet)} must be import number ${index + 1}`);
  });
  for (const sheet of sharedNeeds.coreSheets.keys())
    if (!inShared.has(sheet))
      problems.push(
        `${shared.name} renders ${why(sharedNeeds, sheet)}: add ${coreImport(sheet)} to ${sharedListName}`,
      );
  for (const [pkg, reasons] of sharedNeeds.packageSheets)
    if (!packageSheets(sharedImports).includes(pkg))
      problems.push(
        `${shared.name} renders ${[...reasons][0]}: add import '${pkg}/styles.css' to ${sharedListName}`,
      );
  for (const entry of shared.entries) {
    const listFile = listFileOf(entry);
    if (listFile && listFile !== shared.listFile)
      problems.push(`${relative(entry)}: its first import must be ${sharedListName}`);
  }

  const lists = new Map<string, { remote: string; entries: string[] }>();
  for (const remote of workspace.remotes)
    for (const entry of remote.entries) {
      const listFile = listFileOf(entry);
      if (listFile)
        lists.set(listFile, {
          remote: remote.name,
          entries: [...(lists.get(listFile)?.entries ?? []), entry],
        });
    }

  const foundationNeeded = new Set<string>();
  for (const [listFile, { remote, entries }] of lists) {
    const listName = relative(listFile);
    const reached = [
      ...new Set(entries.flatMap((entry) => reachableSources(entry, read, workspace.bundled))),
    ];
    const needs = needsOf(reached);
    const imports = listOf(listFile);
    const own = new Set(coreOf(imports));
    for (const sheet of needs.coreSheets.keys()) {
      if (inShared.has(sheet)) continue;
      if (FOUNDATION_SHEETS.has(sheet)) {
        foundationNeeded.add(sheet);
        problems.push(
          `${remote} renders ${why(needs, sheet)}: add ${coreImport(sheet)} to ${sharedListName} ` +
            '(other components build on it: one copy, loaded before every remote)',
        );
      } else if (!own.has(sheet))
        problems.push(`${remote} renders ${why(needs, sheet)}: add ${coreImport(sheet)} to ${listName}`);
    }
    for (const sheet of needs.coreSheets.keys())
      if (FOUNDATION_SHEETS.has(sheet)) foundationNeeded.add(sheet);
    for (const sheet of own) {
      if (inShared.has(sheet) || FOUNDATION_SHEETS.has(sheet))
        problems.push(
          `${listName}: remove ${coreImport(sheet)} (${sharedListName} imports it for every page)`,
        );
      else if (!needs.coreSheets.has(sheet))
        problems.push(`${listName}: remove ${coreImport(sheet)} (nothing its modules reach renders it)`);
    }
    const importedPackages = new Set(reached.flatMap((file) => packageSheets(bareImports(read(file)))));
    for (const [pkg, reasons] of needs.packageSheets)
      if (!packageSheets(sharedImports).includes(pkg) && !importedPackages.has(pkg))
        problems.push(
          `${remote} renders ${[...reasons][0]}: import '${pkg}/styles.css' in a module it reaches`,
        );
  }

  for (const sheet of sharedCore)
    if (!GLOBAL_SHEETS.includes(sheet) && !sharedNeeds.coreSheets.has(sheet) && !foundationNeeded.has(sheet))
      problems.push(`${sharedListName}: remove ${coreImport(sheet)} (nothing renders it)`);
  for (const listFile of [shared.listFile, ...lists.keys()]) {
    const core = coreOf(listOf(listFile));
    const sorted = [...core].sort((a, b) => rankOf(a) - rankOf(b));
    if (core.join() !== sorted.join())
      problems.push(`${relative(listFile)}: import the stylesheets in Mantine's order: ${sorted.join(', ')}`);
  }

  const manifest = JSON.parse(read(path.join(shared.dir, 'package.json')));
  const listPath = `./${path.relative(shared.dir, shared.listFile)}`;
  const sideEffects: unknown = manifest.sideEffects;
  // A package marked side-effect free loses a module that only imports CSS: webpack drops it silently.
  if (sideEffects !== true && !(Array.isArray(sideEffects) && sideEffects.includes(listPath)))
    problems.push(
      `${relative(path.join(shared.dir, 'package.json'))}: "sideEffects" must list "${listPath}"`,
    );
  return problems;
}
