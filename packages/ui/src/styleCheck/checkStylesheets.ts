import fs from 'node:fs';
import path from 'node:path';
import {
  createMantineStyleGraph,
  emptyNeeds,
  isMantinePackage,
  packageDir,
  type StyleNeeds,
} from './mantineStyleGraph';
import { GLOBAL_SHEETS, mantineSheetRank } from './sheetOrder';
import { bareImports, namedImports, namespaceImports } from './sourceImports';
import type { StyleArea, StyleWorkspace } from './workspace';
import { sourceFiles } from './workspace';

/**
 * Stylesheets other components build on (Mantine docs, "CSS files list": "styles for components that are reused in
 * other components"; ActionIcon sits among them in Mantine's own bundle, and Anchor, Mark… are Text). They live
 * once, in @erp/ui's list, which every page loads before any area's chunks: an area's own copy arriving later would
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

interface StyleList {
  core: string[];
  packages: string[];
}

type ReadFile = (file: string) => string;

function readList(file: string, read: ReadFile): StyleList {
  const imports = fs.existsSync(file) ? bareImports(read(file)) : [];
  return {
    core: imports.flatMap((m) => CORE_SHEET.exec(m)?.[1] ?? []),
    packages: imports.flatMap((m) => PACKAGE_SHEET.exec(m)?.[1] ?? []),
  };
}

const coreImport = (sheet: string) => `import '@mantine/core/styles/${sheet}.css';`;

/**
 * Every problem with the workspace's Mantine stylesheet lists, as sentences naming the file to change.
 * `read` reads the workspace's files (tests hand in edited copies).
 */
export function checkStylesheets(
  workspace: StyleWorkspace,
  read: ReadFile = (file) => fs.readFileSync(file, 'utf8'),
): string[] {
  const problems: string[] = [];
  const graph = createMantineStyleGraph();
  const relative = (file: string) => path.relative(workspace.root, file);
  const rank = mantineSheetRank(packageDir('@mantine/core', path.join(workspace.shared.dir, 'package.json')));

  function needsOf(area: StyleArea): StyleNeeds {
    const needs = emptyNeeds();
    for (const file of area.sourceDirs.flatMap(sourceFiles)) {
      const source = read(file);
      for (const module of namespaceImports(source, isMantinePackage))
        problems.push(
          `${relative(file)}: import names from ${module} (a namespace import hides what is rendered)`,
        );
      for (const { name, from } of namedImports(source, isMantinePackage))
        graph.collect(from, name, file, needs, `${name} (${relative(file)})`);
    }
    return needs;
  }

  const why = (needs: StyleNeeds, sheet: string) => [...needs.coreSheets.get(sheet)!][0];
  const shared = workspace.shared;
  const sharedNeeds = needsOf(shared);
  const sharedList = readList(shared.listFile, read);
  const appNeeds = workspace.apps.map((app) => ({
    app,
    needs: needsOf(app),
    list: readList(app.listFile, read),
  }));
  const inShared = new Set(sharedList.core);

  GLOBAL_SHEETS.forEach((sheet, index) => {
    if (sharedList.core[index] !== sheet)
      problems.push(`${relative(shared.listFile)}: ${coreImport(sheet)} must be import number ${index + 1}`);
  });
  for (const sheet of sharedNeeds.coreSheets.keys())
    if (!inShared.has(sheet))
      problems.push(
        `${shared.name} renders ${why(sharedNeeds, sheet)}: add ${coreImport(sheet)} to ${relative(shared.listFile)}`,
      );

  const foundationNeeded = new Set<string>();
  for (const { app, needs, list } of appNeeds) {
    const own = new Set(list.core);
    for (const sheet of needs.coreSheets.keys()) {
      if (inShared.has(sheet)) continue;
      if (FOUNDATION_SHEETS.has(sheet)) {
        foundationNeeded.add(sheet);
        problems.push(
          `${app.name} renders ${why(needs, sheet)}: add ${coreImport(sheet)} to ${relative(shared.listFile)} ` +
            '(other components build on it: one copy, loaded before every area)',
        );
      } else if (!own.has(sheet))
        problems.push(
          `${app.name} renders ${why(needs, sheet)}: add ${coreImport(sheet)} to ${relative(app.listFile)}`,
        );
    }
    for (const sheet of needs.coreSheets.keys())
      if (FOUNDATION_SHEETS.has(sheet)) foundationNeeded.add(sheet);
    for (const sheet of list.core) {
      if (inShared.has(sheet) || FOUNDATION_SHEETS.has(sheet))
        problems.push(
          `${relative(app.listFile)}: remove ${coreImport(sheet)} (${shared.name} imports it for every area)`,
        );
      else if (!needs.coreSheets.has(sheet))
        problems.push(
          `${relative(app.listFile)}: remove ${coreImport(sheet)} (nothing in ${app.name} renders it)`,
        );
    }
    const sharedPackages = new Set(sharedList.packages);
    const imported = new Set(
      app.sourceDirs
        .flatMap(sourceFiles)
        .flatMap((file) => bareImports(read(file)).flatMap((m) => PACKAGE_SHEET.exec(m)?.[1] ?? [])),
    );
    for (const [pkg, reasons] of needs.packageSheets)
      if (!sharedPackages.has(pkg) && !imported.has(pkg))
        problems.push(
          `${app.name} renders ${[...reasons][0]}: import '${pkg}/styles.css' in ${app.name}'s sources`,
        );
  }

  for (const sheet of sharedList.core)
    if (!GLOBAL_SHEETS.includes(sheet) && !sharedNeeds.coreSheets.has(sheet) && !foundationNeeded.has(sheet))
      problems.push(
        `${relative(shared.listFile)}: remove ${coreImport(sheet)} (no package or app renders it)`,
      );
  for (const [pkg, reasons] of sharedNeeds.packageSheets)
    if (!sharedList.packages.includes(pkg))
      problems.push(
        `${shared.name} renders ${[...reasons][0]}: add import '${pkg}/styles.css' to ${relative(shared.listFile)}`,
      );

  for (const { listFile } of [shared, ...workspace.apps]) {
    const { core } = readList(listFile, read);
    const sorted = [...core].sort((a, b) => rank(a) - rank(b));
    if (core.join() !== sorted.join())
      problems.push(`${relative(listFile)}: import the stylesheets in Mantine's order: ${sorted.join(', ')}`);
  }
  problems.push(...entryProblems(workspace, relative, read));
  return problems;
}

const FIRST_IMPORT = /^\s*import\s+(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/m;

/** Each area's entries import its list before anything else: Mantine's rules come before the area's own CSS. */
function entryProblems(
  workspace: StyleWorkspace,
  relative: (file: string) => string,
  read: ReadFile,
): string[] {
  const problems: string[] = [];
  for (const area of [workspace.shared, ...workspace.apps]) {
    if (!fs.existsSync(area.listFile)) continue;
    const expected = path.basename(area.listFile, '.ts');
    for (const entry of area.entries) {
      const first = FIRST_IMPORT.exec(read(entry))?.[1];
      const target = first?.startsWith('.') ? path.resolve(path.dirname(entry), first) : undefined;
      if (target !== area.listFile.replace(/\.ts$/, ''))
        problems.push(
          `${relative(entry)}: its first import must be './…/${expected}' (${relative(area.listFile)})`,
        );
    }
  }
  const manifest = JSON.parse(read(path.join(workspace.shared.dir, 'package.json')));
  const listPath = `./${path.relative(workspace.shared.dir, workspace.shared.listFile)}`;
  // A package marked side-effect free loses a module that only imports CSS: webpack drops it silently.
  const sideEffects: unknown = manifest.sideEffects;
  if (sideEffects !== true && !(Array.isArray(sideEffects) && sideEffects.includes(listPath)))
    problems.push(
      `${relative(path.join(workspace.shared.dir, 'package.json'))}: "sideEffects" must list "${listPath}"`,
    );
  return problems;
}
