import type { ListRow } from '@erp/api-client';
import { listApi } from './listApi';
import type { ShellListDefinition } from './listDefinition';
import type { ListFilterParam } from './listQuery';

/** One page of rows and the count of its where, read together. */
export interface PageRead {
  rows: ListRow[];
  count: number;
}

/** Names one page of one list in a branch: its rows are the same wherever it is asked from. */
export const pageKey = (
  definition: ShellListDefinition,
  filialId: number | null,
  filter: ListFilterParam,
): string => JSON.stringify([definition.name, filialId, filter]);

/** Reads a page and, unless `knownCount` is given, the count of its where, in parallel. */
export async function readPage(
  definition: ShellListDefinition,
  filter: ListFilterParam,
  signal?: AbortSignal,
  knownCount?: number,
): Promise<PageRead> {
  const [rows, count] = await Promise.all([
    listApi.rows(definition.name, filter, signal),
    knownCount ?? listApi.count(definition.name, filter.where, signal),
  ]);
  return { rows, count };
}

/** How long a page read ahead may be shown: a list opened later than this reads its page again. */
const READ_AHEAD_FRESH_MS = 5_000;

interface ReadAhead {
  read: Promise<PageRead>;
  at: number;
  /** Its answer, once it has come. */
  answer?: PageRead;
}

const readsAhead = new Map<string, ReadAhead>();

const freshReadAhead = (key: string): ReadAhead | undefined => {
  const known = readsAhead.get(key);
  return known && Date.now() - known.at < READ_AHEAD_FRESH_MS ? known : undefined;
};

/**
 * Starts reading the page `key` names before the screen that shows it asks (the menu entry of a list, pointed at),
 * unless a fresh read of it is already on its way. The screen takes it with `takeReadAhead`.
 */
export function readAhead(key: string, read: () => Promise<PageRead>): void {
  if (freshReadAhead(key)) return;
  const entry: ReadAhead = { read: read(), at: Date.now() };
  entry.read.then(
    (answer) => {
      entry.answer = answer;
    },
    // A failed read ahead is forgotten (the screen asks again and shows that error); never an unhandled rejection.
    () => {
      if (readsAhead.get(key) === entry) readsAhead.delete(key);
    },
  );
  readsAhead.set(key, entry);
}

/** The fresh read ahead of `key`, handed over once; undefined when there is none. */
export function takeReadAhead(key: string): Promise<PageRead> | undefined {
  const known = freshReadAhead(key);
  readsAhead.delete(key);
  return known?.read;
}

/**
 * The answer of the fresh read ahead of `key` if it has already come, without taking it (a screen's render may look
 * and draw it at once; it takes it with `takeReadAhead` once mounted).
 */
export const readAheadAnswer = (key: string): PageRead | undefined => freshReadAhead(key)?.answer;
