import { MESSAGES } from '@erp/domain';
import { asc, desc, type SQL } from 'drizzle-orm';
import { HttpError } from '../http/httpError';
import { compileWhere } from './compileWhere';
import type { FilterModel } from './filterModel';

/** A filter ready for the query builder. */
export interface CompiledFilter {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number | undefined;
  offset: number | undefined;
  /** Which answer fields to keep, or null for all of them. */
  fields: FieldSelection | null;
  /** Relations asked for (already checked against the model). */
  include: string[];
}

/** LoopBack's `fields`: a list or `{ a: true }` keeps only those; `{ a: false }` alone keeps all but those. */
export type FieldSelection = { only: string[] } | { except: string[] };

const FILTER_KEYS = new Set(['where', 'order', 'limit', 'skip', 'offset', 'fields', 'include']);
const DEFAULT_MAX_LIMIT = 1000;

function sortableField(model: FilterModel, name: string): string {
  if (!Object.hasOwn(model.fields, name)) {
    throw new HttpError(400, MESSAGES.query.notSortable(name, model.label));
  }
  return name;
}

function compileOrder(model: FilterModel, order: unknown): SQL[] {
  if (order === undefined || order === null) return [];
  const items = Array.isArray(order) ? order : [order];
  return items.map((item) => {
    const match = typeof item === 'string' ? /^\s*(\w+)(?:\s+(asc|desc))?\s*$/i.exec(item) : null;
    if (!match?.[1]) throw new HttpError(400, MESSAGES.query.orderFormat);
    const spec = model.fields[sortableField(model, match[1])];
    if (!spec) throw new HttpError(400, MESSAGES.query.orderInvalid);
    return match[2]?.toLowerCase() === 'desc' ? desc(spec.column) : asc(spec.column);
  });
}

function nonNegativeInt(name: string, value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) {
    throw new HttpError(400, MESSAGES.query.notCount(name));
  }
  return n;
}

function selectableField(model: FilterModel, name: string): string {
  if (!Object.hasOwn(model.fields, name) && !(model.selectable ?? []).includes(name)) {
    throw new HttpError(400, MESSAGES.query.notSelectable(name, model.label));
  }
  return name;
}

function compileFields(model: FilterModel, fields: unknown): FieldSelection | null {
  if (fields === undefined || fields === null) return null;
  if (Array.isArray(fields)) {
    return { only: fields.map((f) => selectableField(model, typeof f === 'string' ? f : String(f))) };
  }
  if (typeof fields !== 'object') throw new HttpError(400, MESSAGES.query.fieldsFormat);
  const entries = Object.entries(fields);
  entries.forEach(([name]) => selectableField(model, name));
  const chosen = entries.filter(([, on]) => on === true).map(([name]) => name);
  if (chosen.length) return { only: chosen };
  // Only exclusions ({ a: false }): every field of the answer but those, not only the filterable ones.
  return { except: entries.filter(([, on]) => on === false).map(([name]) => name) };
}

function compileInclude(model: FilterModel, include: unknown): string[] {
  if (include === undefined || include === null) return [];
  const items = Array.isArray(include) ? include : [include];
  return items.map((item) => {
    const name =
      typeof item === 'string'
        ? item
        : typeof item === 'object' && item !== null && 'relation' in item && typeof item.relation === 'string'
          ? item.relation
          : null;
    if (name === null || !(model.includes ?? []).includes(name)) {
      throw new HttpError(400, MESSAGES.query.notIncludable(String(name ?? item), model.label));
    }
    return name;
  });
}

/**
 * Compiles a LoopBack 3 `filter` (`{ where, order, limit, skip, fields, include }`) already parsed from JSON.
 * Every name is checked against the model's allow-list and every value becomes a bound parameter.
 */
export function compileFilter(
  model: FilterModel,
  filter: unknown,
  options: { scope?: SQL } = {},
): CompiledFilter {
  const raw = filter ?? {};
  if (typeof raw !== 'object' || Array.isArray(raw)) throw new HttpError(400, MESSAGES.query.filterNotObject);
  const f = raw as Record<string, unknown>;
  const unknownKey = Object.keys(f).find((key) => !FILTER_KEYS.has(key));
  if (unknownKey) throw new HttpError(400, MESSAGES.query.unknownKey(unknownKey));
  const limit = nonNegativeInt('limit', f.limit);
  return {
    where: compileWhere(model, f.where, options.scope),
    orderBy: compileOrder(model, f.order),
    limit: limit === undefined ? undefined : Math.min(limit, model.maxLimit ?? DEFAULT_MAX_LIMIT),
    offset: nonNegativeInt('skip', f.skip ?? f.offset),
    fields: compileFields(model, f.fields),
    include: compileInclude(model, f.include),
  };
}

/** Parses a JSON query parameter (`filter`, `where`, `params`); bad JSON is a 400, never a 500. */
export function parseJsonParam(raw: string | undefined, name: string): unknown {
  if (raw === undefined || raw.trim() === '') return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new HttpError(400, MESSAGES.query.paramNotJson(name));
  }
}

/** Compiles a route's `?filter=` query parameter as sent (JSON text, or absent): parsed, then compiled on the model. */
export function compileFilterParam(
  model: FilterModel,
  rawFilter: string | undefined,
  options: { scope?: SQL } = {},
): CompiledFilter {
  return compileFilter(model, parseJsonParam(rawFilter, 'filter'), options);
}

/** Keeps only the asked-for fields of an answer object. */
export function pickFields<T extends object>(item: T, fields: FieldSelection | null): Partial<T> {
  if (!fields) return item;
  // The projection works on the answer's own shape, so no selection can reach a column the answer leaves out.
  const keep =
    'only' in fields
      ? (key: string) => fields.only.includes(key)
      : (key: string) => !fields.except.includes(key);
  return Object.fromEntries(Object.entries(item).filter(([key]) => keep(key))) as Partial<T>;
}
