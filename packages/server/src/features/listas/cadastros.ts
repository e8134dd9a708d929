import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { categorias, produtos, saldosEstoque, usuarios, vendedores } from '../../db/schema';
import { ofBranch } from '../../db/ofBranch';
import { defineList, LIST_ALIAS } from './listDefinition';

/** Sellers of the company, with the e-mail of the ones who sign in. */
export const vendedoresList = defineList({
  name: 'vendedores',
  label: 'vendedores',
  rows: (db, scope) =>
    db
      .select({
        id: vendedores.id,
        nome: vendedores.nome,
        email: sql<string | null>`${usuarios.email}`.as('email'),
        comissao: vendedores.comissao,
        ativo: vendedores.ativo,
        dataCadastro: vendedores.createdAt,
      })
      .from(vendedores)
      .leftJoin(usuarios, eq(usuarios.id, vendedores.usuarioId))
      .where(eq(vendedores.empresaId, scope.empresaId))
      .as(LIST_ALIAS),
  filterable: { id: 'integer', nome: 'string', comissao: 'number', ativo: 'boolean' },
  defaultOrder: [['nome', 'asc']],
});

/**
 * Products of the company with their category and the selected branch's stock (the sum over its locations): the
 * product record is the company's, the balance follows the branch switch.
 */
export const produtosList = defineList({
  name: 'produtos',
  label: 'produtos',
  rows: (db, scope) => {
    const saldos = db
      .select({
        produtoId: saldosEstoque.produtoId,
        saldo: sql<number>`sum(${saldosEstoque.quantidade})`.mapWith(Number).as('saldo'),
      })
      .from(saldosEstoque)
      .where(ofBranch(saldosEstoque, scope))
      .groupBy(saldosEstoque.produtoId)
      .as('saldos');
    return db
      .select({
        id: produtos.id,
        codigo: produtos.codigo,
        descricao: produtos.descricao,
        ncm: produtos.ncm,
        unidade: produtos.unidade,
        tipo: produtos.tipo,
        categoriaId: produtos.categoriaId,
        categoria: sql<string | null>`${categorias.descricao}`.as('categoria'),
        custo: produtos.custo,
        precoVenda: produtos.precoVenda,
        estoqueMinimo: produtos.estoqueMinimo,
        saldo: sql<number>`coalesce(${saldos.saldo}, 0)`.mapWith(Number).as('saldo_filial'),
        ativo: produtos.ativo,
        atualizadoEm: produtos.updatedAt,
      })
      .from(produtos)
      .leftJoin(categorias, eq(categorias.id, produtos.categoriaId))
      .leftJoin(saldos, eq(saldos.produtoId, produtos.id))
      .where(eq(produtos.empresaId, scope.empresaId))
      .as(LIST_ALIAS);
  },
  filterable: {
    id: 'integer',
    codigo: 'string',
    descricao: 'string',
    ncm: 'string',
    unidade: 'string',
    tipo: 'integer',
    categoriaId: 'integer',
    categoria: 'string',
    custo: 'number',
    precoVenda: 'number',
    saldo: 'number',
    ativo: 'boolean',
  },
  defaultOrder: [['descricao', 'asc']],
});

/** Product groups of the company with their parent group (spec 001 §3 shows them as "Pai - Filho"). */
export const categoriasList = defineList({
  name: 'categorias',
  label: 'grupos de produtos',
  rows: (db, scope) => {
    const pai = alias(categorias, 'categoria_pai');
    return db
      .select({
        id: categorias.id,
        descricao: categorias.descricao,
        grupoPai: sql<string | null>`${pai.descricao}`.as('grupo_pai'),
        produtos:
          sql<number>`(select count(*) from ${produtos} where ${produtos.categoriaId} = ${categorias.id})`
            .mapWith(Number)
            .as('produtos'),
      })
      .from(categorias)
      .leftJoin(pai, eq(pai.id, categorias.parentId))
      .where(eq(categorias.empresaId, scope.empresaId))
      .as(LIST_ALIAS);
  },
  filterable: { id: 'integer', descricao: 'string', grupoPai: 'string', produtos: 'integer' },
  defaultOrder: [['descricao', 'asc']],
});
