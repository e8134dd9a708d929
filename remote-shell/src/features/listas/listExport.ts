import type { ListRow } from '@erp/api-client';
import type { ListingTable } from '@erp/data-grid';
import { LIST_MAX_PAGE_SIZE, MESSAGES } from '@erp/domain';
import { toasts } from '@erp/ui';
import { formatCell } from './cellFormat';
import { listApi } from './listApi';
import type { ShellListDefinition } from './listDefinition';
import type { ListFilterParam } from './listQuery';

/** The most rows one export reads (20 requests of the largest page): a filtered list, not a whole database. */
export const EXPORT_ROW_LIMIT = 10_000;

/** The grid's columns, as the grid shows them. */
export const gridFields = (definition: ShellListDefinition) => definition.fields.filter((f) => f.inGrid);

/** Rows as the grid shows them, ready for the printed listing. */
export function listingOf(definition: ShellListDefinition, rows: readonly ListRow[]): ListingTable {
  const fields = gridFields(definition);
  return {
    columns: fields.map((f) => f.header),
    rows: rows.map((row) => fields.map((f) => formatCell(f, row[f.field]))),
  };
}

/**
 * Every row the page's search and filters select, in its order, read page after page (the server caps a page);
 * past `EXPORT_ROW_LIMIT` the export stops and says so.
 */
export async function loadListing(
  definition: ShellListDefinition,
  filter: ListFilterParam,
  total: number,
): Promise<ListingTable> {
  const rows: ListRow[] = [];
  const wanted = Math.min(total, EXPORT_ROW_LIMIT);
  while (rows.length < wanted) {
    const page = await listApi.rows(definition.name, {
      where: filter.where,
      order: filter.order,
      limit: LIST_MAX_PAGE_SIZE,
      skip: rows.length,
    });
    rows.push(...page);
    if (page.length < LIST_MAX_PAGE_SIZE) break;
  }
  if (total > EXPORT_ROW_LIMIT)
    toasts.warning(MESSAGES.lists.export.truncated(EXPORT_ROW_LIMIT.toLocaleString('pt-BR')));
  return listingOf(definition, rows.slice(0, EXPORT_ROW_LIMIT));
}
