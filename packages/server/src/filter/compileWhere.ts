import { MESSAGES } from '@erp/domain';
import {
  and,
  between,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  lte,
  ne,
  notIlike,
  notInArray,
  notLike,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { HttpError } from '../http/httpError';
import type { FieldSpec, FilterModel } from './filterModel';
import { coerceList, coercePattern, coerceValue } from './filterValues';

const MAX_DEPTH = 8;
const MAX_CONDITIONS = 100;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

interface Budget {
  conditions: number;
}

/** Operators that compare the field with one value of its type. */
const COMPARISONS = { gt, gte, lt, lte } as const;

/** Operators that match the field against a LIKE pattern. */
const PATTERNS = { like, nlike: notLike, ilike, nilike: notIlike } as const;

function operatorCondition(
  name: string,
  spec: FieldSpec,
  operator: string,
  operand: unknown,
): SQL | undefined {
  const { type } = spec;
  // drizzle's operators take a column, an aliased field or SQL alike; only their overloads refuse the union.
  const column = spec.column as AnyColumn;
  if (Object.hasOwn(COMPARISONS, operator)) {
    const compare = COMPARISONS[operator as keyof typeof COMPARISONS];
    return compare(column, coerceValue(name, type, operand));
  }
  if (Object.hasOwn(PATTERNS, operator)) {
    const match = PATTERNS[operator as keyof typeof PATTERNS];
    return match(column, coercePattern(name, type, operand));
  }
  switch (operator) {
    case 'neq':
      return operand === null ? isNotNull(column) : ne(column, coerceValue(name, type, operand));
    case 'between': {
      if (!Array.isArray(operand) || operand.length !== 2) {
        throw new HttpError(400, MESSAGES.query.betweenPair(name));
      }
      return between(column, coerceValue(name, type, operand[0]), coerceValue(name, type, operand[1]));
    }
    case 'inq': {
      const list = coerceList(name, type, operand);
      // An empty IN list matches nothing (LoopBack's reading), and is invalid SQL if sent as is.
      return list.length ? inArray(column, list) : sql`false`;
    }
    case 'nin': {
      const list = coerceList(name, type, operand);
      return list.length ? notInArray(column, list) : undefined;
    }
    default:
      throw new HttpError(400, MESSAGES.query.operatorUnsupported(operator));
  }
}

function fieldCondition(model: FilterModel, name: string, value: unknown): SQL | undefined {
  const spec = Object.hasOwn(model.fields, name) ? model.fields[name] : undefined;
  if (!spec) throw new HttpError(400, MESSAGES.query.notFilterable(name, model.label));
  if (value === null) return isNull(spec.column);
  if (!isPlainObject(value)) return eq(spec.column as AnyColumn, coerceValue(name, spec.type, value));
  const operators = Object.entries(value);
  if (operators.length === 0) throw new HttpError(400, MESSAGES.query.emptyCondition(name));
  return and(...operators.map(([operator, operand]) => operatorCondition(name, spec, operator, operand)));
}

function compileNode(model: FilterModel, where: unknown, depth: number, budget: Budget): SQL | undefined {
  if (!isPlainObject(where)) throw new HttpError(400, MESSAGES.query.whereNotObject);
  if (depth > MAX_DEPTH) throw new HttpError(400, MESSAGES.query.tooDeep);
  const parts: Array<SQL | undefined> = [];
  for (const [key, value] of Object.entries(where)) {
    budget.conditions += 1;
    if (budget.conditions > MAX_CONDITIONS) throw new HttpError(400, MESSAGES.query.tooManyConditions);
    if (key === 'and' || key === 'or') {
      if (!Array.isArray(value) || value.length === 0) {
        throw new HttpError(400, MESSAGES.query.operatorList(key));
      }
      const children = value.map((child) => compileNode(model, child, depth + 1, budget));
      parts.push(key === 'and' ? and(...children) : or(...children));
    } else {
      parts.push(fieldCondition(model, key, value));
    }
  }
  return and(...parts);
}

/**
 * Compiles a LoopBack `where` object to a parameterised condition, ANDed with `scope` (the tenant restriction the
 * caller imposes, which no filter can widen). `undefined`/`null` where means "no condition".
 */
export function compileWhere(model: FilterModel, where: unknown, scope?: SQL): SQL | undefined {
  const condition =
    where === undefined || where === null ? undefined : compileNode(model, where, 0, { conditions: 0 });
  return scope ? and(scope, condition) : condition;
}
