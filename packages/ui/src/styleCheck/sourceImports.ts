/** One name imported (or re-exported) from a module: `import { Button as B } from '@mantine/core'` gives Button. */
export interface NamedImport {
  name: string;
  from: string;
}

const NAMED = /(?:import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;
const DEFAULT = /import\s+([\w$]+)\s*(?:,\s*\{[^}]*\})?\s*from\s*['"]([^'"]+)['"]/g;
const BARE = /^\s*import\s+['"]([^'"]+)['"]/gm;
const NAMESPACE = /import\s+\*\s+as\s+[\w$]+\s+from\s*['"]([^'"]+)['"]/g;

/** Named value imports and re-exports of `source` whose module matches `accept`; type-only ones render nothing. */
export function namedImports(source: string, accept: (module: string) => boolean): NamedImport[] {
  const found: NamedImport[] = [];
  for (const [, typeOnly, names = '', from = ''] of source.matchAll(NAMED)) {
    if (typeOnly || !accept(from)) continue;
    for (const part of names.split(',')) {
      const [name = '', ...alias] = part.trim().split(/\s+as\s+/);
      if (name && !name.startsWith('type ') && alias.length <= 1) found.push({ name, from });
    }
  }
  return found;
}

/** Modules `source` takes a value from (named, default or namespace): the edges a render can follow. */
export function valueImportedModules(source: string): string[] {
  const modules = namedImports(source, () => true).map((i) => i.from);
  for (const [, , from = ''] of source.matchAll(DEFAULT)) modules.push(from);
  for (const [, from = ''] of source.matchAll(NAMESPACE)) modules.push(from);
  return [...new Set(modules)];
}

/** `import * as x from '<module>'` hides which components are used, so the check refuses it. */
export function namespaceImports(source: string, accept: (module: string) => boolean): string[] {
  return [...source.matchAll(NAMESPACE)].map(([, from = '']) => from).filter(accept);
}

/** `import '<module>'` lines, in order: how stylesheets are imported. */
export function bareImports(source: string): string[] {
  return [...source.matchAll(BARE)].map(([, from = '']) => from);
}
