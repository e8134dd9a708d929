import { PartyType } from '@erp/domain';
import { and, eq, sql } from 'drizzle-orm';
import { gruposPessoas, pessoas } from '../../db/schema';
import { defineList, LIST_ALIAS, type ListDefinition } from './listDefinition';

/** Customers or suppliers of the company (shared by its branches): one definition, two lists. */
function peopleList(name: 'clientes' | 'fornecedores', tipo: PartyType): ListDefinition {
  return defineList({
    name,
    label: name,
    rows: (db, scope) =>
      db
        .select({
          id: pessoas.id,
          nome: pessoas.nome,
          razaoSocial: pessoas.razaoSocial,
          cpfCnpj: pessoas.cpfCnpj,
          // The document without its mask, so "12345678000195" finds "12.345.678/0001-95".
          documento: sql<string>`translate(${pessoas.cpfCnpj}, './-', '')`.as('documento'),
          email: pessoas.email,
          telefone: pessoas.telefone,
          cidade: pessoas.cidade,
          uf: pessoas.uf,
          grupo: sql<string | null>`${gruposPessoas.descricao}`.as('grupo'),
          ativo: pessoas.ativo,
          dataCadastro: pessoas.createdAt,
        })
        .from(pessoas)
        .leftJoin(gruposPessoas, eq(gruposPessoas.id, pessoas.grupoId))
        .where(and(eq(pessoas.empresaId, scope.empresaId), eq(pessoas.tipo, tipo)))
        .as(LIST_ALIAS),
    filterable: {
      id: 'integer',
      nome: 'string',
      razaoSocial: 'string',
      cpfCnpj: 'string',
      documento: 'string',
      email: 'string',
      cidade: 'string',
      uf: 'string',
      grupo: 'string',
      ativo: 'boolean',
      dataCadastro: 'date',
    },
    defaultOrder: [['nome', 'asc']],
  });
}

export const clientesList = peopleList('clientes', PartyType.CLIENTE);
export const fornecedoresList = peopleList('fornecedores', PartyType.FORNECEDOR);
