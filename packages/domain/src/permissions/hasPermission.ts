import type { UserInfo } from '../entities';
import { PermissionLevel } from './permissionLevel';

/** The parts of the user the permission check reads. */
export type PermissionSubject = Partial<
  Pick<UserInfo, 'permissoes' | 'perfilAdmin' | 'suporteWhiteLabel' | 'isContador'>
>;

export const PERMISSION_LEVEL_LABELS: Readonly<Record<PermissionLevel, string>> = {
  0: 'Nenhum',
  1: 'Visualizar',
  2: 'Cadastrar',
  3: 'Alterar',
  4: 'Total',
};

/**
 * Rank of each level in the check. The spec orders none < view < change < total and leaves create out;
 * create sits between view and change, since whoever may create a record may also see it but not
 * necessarily change others' records. That equals the numeric codes, kept as a table so a new code
 * cannot silently reorder the check.
 */
const RANK: Readonly<Record<PermissionLevel, number>> = { 0: 0, 1: 1, 2: 2, 3: 3, 4: 4 };

/** Administrators, white-label support and accountants pass every check (spec 001 §6). */
export function hasFullAccess(user: PermissionSubject | null | undefined): boolean {
  return Boolean(user && (user.perfilAdmin || user.suporteWhiteLabel || user.isContador));
}

/**
 * Whether the user holds `key` at `level` or above. Everyone else needs a level that is not none
 * and at least the one asked; a key the user does not hold counts as none.
 */
export function hasPermission(
  user: PermissionSubject | null | undefined,
  key: string,
  level: PermissionLevel = PermissionLevel.VIEW,
): boolean {
  if (!user) return false;
  if (hasFullAccess(user)) return true;
  const held = user.permissoes?.[key] ?? PermissionLevel.NONE;
  const heldRank = RANK[held] ?? 0;
  return heldRank > RANK[PermissionLevel.NONE] && heldRank >= RANK[level];
}
