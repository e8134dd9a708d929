import * as v from 'valibot';

/**
 * One row of a business list of the main area (`GET Clientes`, `GET PedidosVenda`…): an id and the list's fields.
 * Which fields and how they read is the list's definition in the shell, so the edge checks only the shape every list
 * shares.
 */
export interface ListRow {
  id: number;
  [field: string]: unknown;
}

/** `GET {Lista}?filter=`: one page of a business list. */
export const ListRowsSchema: v.GenericSchema<unknown, ListRow[]> = v.array(
  v.looseObject({ id: v.pipe(v.number(), v.integer()) }),
);
