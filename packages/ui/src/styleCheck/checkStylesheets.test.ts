import fs from 'node:fs';
import path from 'node:path';
import { checkStylesheets } from './checkStylesheets';
import { createMantineStyleGraph, emptyNeeds } from './mantineStyleGraph';
import { erpWorkspace } from './workspace';

// The guard against an unstyled screen: every app imports only the Mantine stylesheets its components render
// (issue 17), so a component used without its stylesheet would render bare. The check reads the real sources.
const root = path.resolve(__dirname, '../../../..');
const workspace = erpWorkspace(root);
const at = (file: string) => path.join(root, file);
const readFile = (file: string) => fs.readFileSync(file, 'utf8');

/** The check run over the workspace with one file's text changed. */
function checkWith(file: string, edit: (text: string) => string): string[] {
  return checkStylesheets(workspace, (read) => (read === at(file) ? edit(readFile(read)) : readFile(read)));
}

function without(line: string) {
  return (text: string) => {
    expect(text).toContain(line);
    return text.replace(`${line}\n`, '');
  };
}

describe('Mantine stylesheets per area', () => {
  it('every remote and the shared list import the stylesheets of the components they render, in Mantine’s order', () => {
    expect(checkStylesheets(workspace)).toEqual([]);
  });

  it('follows a component to the stylesheets it builds on, as Mantine documents them', () => {
    const needs = emptyNeeds();
    const graph = createMantineStyleGraph();
    graph.collect('@mantine/core', 'PasswordInput', at('remote-auth/package.json'), needs);
    graph.collect('@mantine/core', 'Button', at('remote-auth/package.json'), needs);
    expect([...needs.coreSheets.keys()]).toEqual(
      expect.arrayContaining(['PasswordInput', 'Input', 'ActionIcon', 'Button', 'UnstyledButton']),
    );
    expect(needs.coreSheets.has('Table')).toBe(false);
  });

  it('names the stylesheet an area lost and the file to put it back in', () => {
    const line = "import '@mantine/core/styles/PasswordInput.css';";
    expect(checkWith('remote-auth/src/mantineStyles.ts', without(line))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^remote-auth renders PasswordInput \\(remote-auth/src/.+\\): add ${line} to remote-auth/src/mantineStyles.ts$`,
        ),
      ),
    ]);
  });

  it('asks the shared list for what the host renders, and a modal’s own list for what the modal reaches', () => {
    const title = "import '@mantine/core/styles/Title.css';";
    expect(checkWith('packages/ui/src/styles.ts', without(title))).toContainEqual(
      `every page renders Title (host/src/pages/SistemaIndisponivelPage.tsx): add ${title} to packages/ui/src/styles.ts`,
    );
    const badge = "import '@mantine/core/styles/Badge.css';";
    expect(
      checkWith('remote-reports/src/features/relatoriosExportados/mantineStyles.ts', without(badge)),
    ).toEqual([
      expect.stringMatching(
        new RegExp(
          `^remote-reports renders Badge \\(remote-reports/src/features/.+\\): add ${badge} to remote-reports/src/features/relatoriosExportados/mantineStyles.ts$`,
        ),
      ),
    ]);
  });

  it('keeps the sheets other components build on in @erp/ui only', () => {
    const line = "import '@mantine/core/styles/Input.css';";
    const problems = checkWith('packages/ui/src/styles.ts', without(line));
    expect(problems).toContainEqual(
      expect.stringMatching(new RegExp(`^every page renders .*: add ${line} to packages/ui/src/styles.ts$`)),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        new RegExp(`^remote-auth renders PasswordInput .*: add ${line} to packages/ui/src/styles.ts`),
      ),
    );
    const copy = checkWith('remote-shell/src/mantineStyles.ts', (text) => `${text}${line}\n`);
    expect(copy).toContain(
      `remote-shell/src/mantineStyles.ts: remove ${line} (packages/ui/src/styles.ts imports it for every page)`,
    );
  });

  it('puts what a bundled workspace package renders in the lists of the areas that import it, not on every page', () => {
    // @erp/charts is compiled into the shell and the administration (not a shared singleton): its chart's table
    // alternative needs Table's stylesheet there, and the login route, which never draws a chart, goes without.
    const table = "import '@mantine/core/styles/Table.css';";
    expect(checkWith('remote-shell/src/mantineStyles.ts', without(table))).toEqual([
      `remote-shell renders Table (packages/charts/src/DailyChart/DailyChart.tsx): add ${table} to remote-shell/src/mantineStyles.ts`,
    ]);
    expect(
      checkWith('packages/ui/src/styles.ts', (text) =>
        text.replace(
          "import '@mantine/core/styles/Title.css';",
          `${table}\nimport '@mantine/core/styles/Title.css';`,
        ),
      ),
    ).toContainEqual(`packages/ui/src/styles.ts: remove ${table} (nothing renders it)`);
  });

  it('refuses a stylesheet out of Mantine’s order, one nothing renders, and a list the entry does not load first', () => {
    const swapped = checkWith('remote-auth/src/mantineStyles.ts', (text) =>
      text.replace(/(import '[^']+\/Anchor\.css';)\n(import '[^']+\/Image\.css';)/, '$2\n$1'),
    );
    expect(swapped).toEqual([
      expect.stringContaining("remote-auth/src/mantineStyles.ts: import the stylesheets in Mantine's order"),
    ]);
    const unused = "import '@mantine/core/styles/Tree.css';";
    expect(checkWith('remote-auth/src/mantineStyles.ts', (text) => `${text}${unused}\n`)).toEqual([
      `remote-auth/src/mantineStyles.ts: remove ${unused} (nothing its modules reach renders it)`,
    ]);
    expect(checkWith('remote-auth/src/exposes/Routes.tsx', without("import '../mantineStyles';"))).toEqual([
      expect.stringMatching(
        /^remote-auth\/src\/exposes\/Routes\.tsx: its first import must be its Mantine stylesheet list/,
      ),
    ]);
  });

  it('asks for the sideEffects entry without which webpack drops @erp/ui’s stylesheets', () => {
    expect(
      checkWith('packages/ui/package.json', (text) =>
        text.replace(/"sideEffects": \[[^\]]*\]/, '"sideEffects": false'),
      ),
    ).toEqual(['packages/ui/package.json: "sideEffects" must list "./src/styles.ts"']);
  });
});
