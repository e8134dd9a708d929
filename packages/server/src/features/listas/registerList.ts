import { isPathAllowed, LIST_PAGES, MESSAGES } from '@erp/domain';
import { asc, count, desc, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessionBranchRow } from '../../admin/clientView';
import type { SessionUser } from '../../auth/sessions';
import {
  compileFilter,
  FILTER_QUERY,
  WHERE_QUERY,
  parseJsonParam,
  pickFields,
  type ListColumn,
} from '../../filter';
import { sessionOf } from '../../http/authHook';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/httpError';
import { ACTIVE_SUBSCRIPTION } from '../../http/subscriptionGuard';
import { parseInput } from '../../http/validation';
import { loadSessionMenus } from '../usuarios/menus';
import { listColumns, listModel, type ListDefinition, type ListScope } from './listDefinition';
import { readListPage } from './listPage';

/**
 * The caller's scope for a list: 403 unless their menus offer the page that shows it (the same `buildMenus` rules
 * the shell applies, so an endpoint is open exactly when its page is), and the company and selected branch of the
 * session, never taken from the request.
 */
async function listScope(ctx: AppContext, session: SessionUser, page: string): Promise<ListScope> {
  const menus = await loadSessionMenus(ctx.db, session, new Date(ctx.clock()));
  if (!menus) throw new HttpError(404, MESSAGES.session.noBranch);
  if (!isPathAllowed(menus, page)) throw new HttpError(403, MESSAGES.errors.forbiddenPage);
  const filial = await sessionBranchRow(ctx.db, session);
  if (!filial || filial.empresaId !== session.empresaId) throw new HttpError(404, MESSAGES.session.noBranch);
  return { empresaId: session.empresaId, filialId: filial.id };
}

function defaultOrder(definition: ListDefinition, columns: Record<string, ListColumn>): SQL[] {
  return definition.defaultOrder.map(([field, direction]) => {
    const column = columns[field]!;
    return direction === 'desc' ? desc(column) : asc(column);
  });
}

/**
 * `GET /api/<resource>?filter=` (one page of rows) and `GET /api/<resource>/count?where=` of one list, in the LoopBack
 * grammar of CONTRACT: fields, operators and sort checked against the definition's allow-list, the page clamped to
 * `LIST_MAX_PAGE_SIZE`, the id breaking ties so pages never overlap (`readListPage`). A list whose filters offer choices also answers
 * `GET /api/<resource>/opcoes/<field>` with them, under the same page permission and scope as its rows.
 */
export function registerList(app: FastifyInstance, ctx: AppContext, definition: ListDefinition): void {
  const { resource, page } = LIST_PAGES[definition.name];
  const options = { config: ACTIVE_SUBSCRIPTION };

  app.get(`/${resource}`, options, async (request, reply) => {
    // Malformed input is refused before any database work (the fuzz suite sends thousands).
    const { filter } = parseInput(FILTER_QUERY, request.query, 'query');
    const parsed = parseJsonParam(filter, 'filter');
    const scope = await listScope(ctx, sessionOf(request), page);
    const rows = definition.rows(ctx.db, scope);
    const model = listModel(definition, rows);
    const compiled = compileFilter(model, parsed);
    const order = compiled.orderBy.length ? compiled.orderBy : defaultOrder(definition, listColumns(rows));
    const found = await readListPage(ctx.db, rows, {
      where: compiled.where,
      order,
      limit: compiled.limit ?? model.maxLimit!,
      offset: compiled.offset ?? 0,
    });
    reply.header('Cache-Control', 'no-store');
    return found.map((row) => pickFields(row, compiled.fields));
  });

  app.get(`/${resource}/count`, options, async (request, reply) => {
    const { where } = parseInput(WHERE_QUERY, request.query, 'query');
    const parsed = parseJsonParam(where, 'where');
    const scope = await listScope(ctx, sessionOf(request), page);
    const rows = definition.rows(ctx.db, scope);
    const compiled = compileFilter(listModel(definition, rows), { where: parsed ?? {} });
    const [row] = await ctx.db.select({ count: count() }).from(rows).where(compiled.where);
    reply.header('Cache-Control', 'no-store');
    return { count: row?.count ?? 0 };
  });

  const choices = definition.choices;
  if (!choices) return;
  app.get<{ Params: { campo: string } }>(`/${resource}/opcoes/:campo`, options, async (request, reply) => {
    const { campo } = request.params;
    const source = Object.hasOwn(choices, campo) ? choices[campo] : undefined;
    if (!source) throw new HttpError(400, MESSAGES.lists.api.noChoices(campo, definition.label));
    const scope = await listScope(ctx, sessionOf(request), page);
    reply.header('Cache-Control', 'no-store');
    return source(ctx.db, scope);
  });
}
