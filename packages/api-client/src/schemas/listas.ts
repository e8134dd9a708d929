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

/** One choice of a list filter's select: the id the where takes and what the user reads. */
export interface ListChoice {
  id: number;
  nome: string;
}

/** `GET {Lista}/opcoes/{campo}`: the choices of a list's filter in the caller's scope (its depósitos, sellers…). */
export const ListChoicesSchema: v.GenericSchema<unknown, ListChoice[]> = v.array(
  v.object({ id: v.pipe(v.number(), v.integer()), nome: v.string() }),
);
