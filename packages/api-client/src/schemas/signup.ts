import type { SignupResponse } from '@erp/domain';
import * as v from 'valibot';

const id = v.pipe(v.number(), v.integer(), v.minValue(1));

/** `POST Usuarios/cadastro`: the sign-up's id and the administrator user's id; an answer without id is read as such. */
export const SignupResponseSchema: v.GenericSchema<unknown, SignupResponse> = v.object({
  id: v.optional(v.nullable(id)),
  userId: v.optional(v.nullable(id)),
});

/** A state of `GET Ceps/ufs`: IBGE code, abbreviation and name. */
export interface Uf {
  id: number;
  uf: string;
  nome: string;
}

/** A municipality of `GET Ceps/ngcidades`: IBGE code, name and state abbreviation. */
export interface Cidade {
  id: number;
  nome: string;
  uf: string;
}

const uf = v.pipe(v.string(), v.length(2));

export const UfListSchema: v.GenericSchema<unknown, Uf[]> = v.array(v.object({ id, uf, nome: v.string() }));

export const CidadeListSchema: v.GenericSchema<unknown, Cidade[]> = v.array(
  v.object({ id, nome: v.string(), uf }),
);
