import type { FilialResumo, FilialSelecionada } from '@erp/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { filiais, filialIntegracoes, usuarioFiliais, usuarios } from '../../db/schema';

type FilialRow = typeof filiais.$inferSelect;

export async function toFilialSelecionada(db: Database, row: FilialRow): Promise<FilialSelecionada> {
  const integracoes = await db
    .select({ id: filialIntegracoes.id, sistema: filialIntegracoes.sistema })
    .from(filialIntegracoes)
    .where(and(eq(filialIntegracoes.filialId, row.id), eq(filialIntegracoes.ativo, true)))
    .orderBy(filialIntegracoes.id);
  return {
    id: row.id,
    apelido: row.apelido,
    nome: row.nome,
    cpfCnpj: row.cpfCnpj,
    ramoAtividade: row.ramoAtividade,
    contratoId: row.contratoId,
    planoId: row.planoId,
    trial: row.trial,
    bloqueada: row.bloqueada,
    dataVencimento: row.dataVencimento,
    integracaoSerasa: row.integracaoSerasa,
    integracoes,
  } satisfies FilialSelecionada;
}

/**
 * The user's selected branch, only if it is still one they may work in (same company, access granted): a branch
 * taken away from the user must not keep answering as theirs.
 */
export async function selectedBranchRow(db: Database, userId: number): Promise<FilialRow | null> {
  const [row] = await db
    .select({ filial: filiais })
    .from(usuarios)
    .innerJoin(
      filiais,
      and(eq(filiais.id, usuarios.filialSelecionadaId), eq(filiais.empresaId, usuarios.empresaId)),
    )
    .innerJoin(
      usuarioFiliais,
      and(eq(usuarioFiliais.usuarioId, usuarios.id), eq(usuarioFiliais.filialId, filiais.id)),
    )
    .where(eq(usuarios.id, userId))
    .limit(1);
  return row?.filial ?? null;
}

export async function loadSelectedBranch(db: Database, userId: number): Promise<FilialSelecionada | null> {
  const row = await selectedBranchRow(db, userId);
  return row ? toFilialSelecionada(db, row) : null;
}

/** Whether the user's selected branch is blocked (expired trial or defaulting); false without a valid branch. */
export async function isSelectedBranchBlocked(db: Database, userId: number): Promise<boolean> {
  return (await selectedBranchRow(db, userId))?.bloqueada ?? false;
}

/** Branches of the user's own company that the user was given access to, by name. */
export async function listUserBranches(db: Database, userId: number): Promise<FilialResumo[]> {
  return db
    .select({ id: filiais.id, nome: filiais.nome, apelido: filiais.apelido, cpfCnpj: filiais.cpfCnpj })
    .from(usuarioFiliais)
    .innerJoin(usuarios, eq(usuarios.id, usuarioFiliais.usuarioId))
    .innerJoin(
      filiais,
      and(eq(filiais.id, usuarioFiliais.filialId), eq(filiais.empresaId, usuarios.empresaId)),
    )
    .where(eq(usuarioFiliais.usuarioId, userId))
    .orderBy(asc(filiais.nome), asc(filiais.id));
}

/** Whether `filialId` is one of the user's branches (same company, access granted). */
export async function userHasBranch(db: Database, userId: number, filialId: number): Promise<boolean> {
  return (await listUserBranches(db, userId)).some((filial) => filial.id === filialId);
}
