import type { BrandUser } from '@erp/domain';
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { escapeLike } from '../../db/escapeLike';
import { empresas, filiais, usuarios } from '../../db/schema';

/** Search of a brand's users (`params` of `usuarios-whitelabel`, `where` of `Usuarios/count`). */
export interface BrandUserSearch {
  busca?: string;
  ativo?: boolean;
  skip?: number;
  limit?: number;
}

function conditions(brandId: number, search: BrandUserSearch): SQL {
  const parts: Array<SQL | undefined> = [eq(empresas.brandId, brandId)];
  if (search.ativo !== undefined) parts.push(eq(usuarios.ativo, search.ativo));
  const busca = search.busca?.trim();
  if (busca) {
    const pattern = `%${escapeLike(busca)}%`;
    parts.push(
      or(ilike(usuarios.nome, pattern), ilike(usuarios.email, pattern), ilike(empresas.nome, pattern)),
    );
  }
  return and(...parts) as SQL;
}

const columns = {
  user: usuarios,
  empresa: { id: empresas.id, nome: empresas.nome, cpfCnpj: empresas.cpfCnpj },
  filial: {
    id: filiais.id,
    nome: filiais.nome,
    trial: filiais.trial,
    bloqueada: filiais.bloqueada,
    dataVencimento: filiais.dataVencimento,
  },
};

type Row = {
  user: typeof usuarios.$inferSelect;
  empresa: BrandUser['empresa'];
  filial: BrandUser['filial'];
};

function toBrandUser({ user, empresa, filial }: Row): BrandUser {
  return {
    id: user.id,
    nome: user.nome,
    email: user.email,
    ativo: user.ativo,
    createdAt: user.createdAt.toISOString(),
    empresa,
    filial: filial?.id ? filial : null,
    perfilAdmin: user.perfilAdmin,
  } satisfies BrandUser;
}

const base = (db: Database) =>
  db
    .select(columns)
    .from(usuarios)
    .innerJoin(empresas, eq(empresas.id, usuarios.empresaId))
    .leftJoin(filiais, eq(filiais.id, usuarios.filialSelecionadaId));

/** One page of a brand's users ordered by name (the user's selected branch beside each). */
export async function listBrandUsers(
  db: Database,
  brandId: number,
  search: BrandUserSearch,
): Promise<BrandUser[]> {
  const rows = await base(db)
    .where(conditions(brandId, search))
    .orderBy(asc(usuarios.nome), asc(usuarios.id))
    .limit(search.limit ?? 20)
    .offset(search.skip ?? 0);
  return rows.map((row) => toBrandUser(row as Row));
}

export async function countBrandUsers(
  db: Database,
  brandId: number,
  search: BrandUserSearch,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(usuarios)
    .innerJoin(empresas, eq(empresas.id, usuarios.empresaId))
    .where(conditions(brandId, search));
  return Number(row?.total ?? 0);
}

/** One user with the brand (`white_label_configs.id`) of their company, or null. */
export async function findBrandUser(
  db: Database,
  userId: number,
): Promise<(BrandUser & { brandId: number; isAvanco: boolean; senhaDefinida: boolean }) | null> {
  const [row] = await db
    .select({ ...columns, brandId: empresas.brandId })
    .from(usuarios)
    .innerJoin(empresas, eq(empresas.id, usuarios.empresaId))
    .leftJoin(filiais, eq(filiais.id, usuarios.filialSelecionadaId))
    .where(eq(usuarios.id, userId))
    .limit(1);
  if (!row) return null;
  return {
    ...toBrandUser(row as Row),
    brandId: row.brandId,
    isAvanco: row.user.isAvanco,
    senhaDefinida: row.user.senhaHash !== null,
  };
}
