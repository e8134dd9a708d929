import { PermissionLevel } from '@erp/domain';

/**
 * Permission keys of `perfil_permissoes.chave` and of `UserInfo.permissoes`, one per menu family of the main area:
 *   clientes       customers                     fornecedores  suppliers
 *   produtos       products and services         estoque       stock locations and movements
 *   compras        purchases                     vendas        sales and sales listing
 *   pedidoVendas   sales orders                  pdv           point of sale
 *   financeiro     accounts payable/receivable   boletos       bank slips
 *   relatorios     reports and exports           fiscal        fiscal exports (SPED, XML for the accountant)
 *   nfe            NF-e / NFS-e / coupons        configuracoes company settings
 *   usuarios       users and profiles
 * Levels are `PermissionLevel` (0 none, 1 view, 2 create, 3 change, 4 total). A key missing from a profile is 0.
 */
export const PERMISSION_KEYS = [
  'clientes',
  'fornecedores',
  'produtos',
  'estoque',
  'compras',
  'vendas',
  'pedidoVendas',
  'pdv',
  'financeiro',
  'boletos',
  'relatorios',
  'fiscal',
  'nfe',
  'configuracoes',
  'usuarios',
] as const;

export type PermissionKey = (typeof PERMISSION_KEYS)[number];

/** Every key at `level` (a company administrator holds every key at TOTAL). */
export function allPermissions(level: PermissionLevel): Record<PermissionKey, PermissionLevel> {
  return Object.fromEntries(PERMISSION_KEYS.map((key) => [key, level])) as Record<
    PermissionKey,
    PermissionLevel
  >;
}

/** A full map from a profile's stored levels: unknown keys dropped, missing keys NONE, levels clamped to 0…4. */
export function permissionsFromRows(
  rows: Array<{ chave: string; nivel: number }>,
): Record<PermissionKey, PermissionLevel> {
  const result = allPermissions(PermissionLevel.NONE);
  for (const { chave, nivel } of rows) {
    if ((PERMISSION_KEYS as readonly string[]).includes(chave)) {
      result[chave as PermissionKey] = Math.max(0, Math.min(4, Math.trunc(nivel))) as PermissionLevel;
    }
  }
  return result;
}
