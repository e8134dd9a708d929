import { PermissionLevel } from './permissionLevel';

/**
 * Permission keys of `perfil_permissoes.chave`, of `UserInfo.permissoes` and of each menu entry's `data.key`,
 * one per menu family of the main area; a brand module's `menus` lists keys too:
 *   clientes       customers                     fornecedores  suppliers and carriers
 *   produtos       products and services         estoque       stock locations and movements
 *   compras        purchases                     vendas        sales and sales listing
 *   pedidoVendas   sales orders                  pdv           point of sale
 *   financeiro     accounts payable/receivable   boletos       bank slips and deposits
 *   relatorios     reports and exports           fiscal        fiscal exports and fiscal settings (SPED, XML)
 *   nfe            NF-e / NFS-e / coupons        configuracoes company settings and integrations
 *   usuarios       users and profiles            contabil      the company's accountants
 *   assinatura     the subscription: plans, additional modules, customer area
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
  'contabil',
  'assinatura',
] as const;

export type PermissionKey = (typeof PERMISSION_KEYS)[number];

/** Whether a stored or received string names a permission key. */
export function isPermissionKey(value: string): value is PermissionKey {
  return (PERMISSION_KEYS as readonly string[]).includes(value);
}

/** Every key at `level` (a company administrator holds every key at TOTAL). */
export function allPermissions(level: PermissionLevel): Record<PermissionKey, PermissionLevel> {
  return Object.fromEntries(PERMISSION_KEYS.map((key) => [key, level])) as Record<
    PermissionKey,
    PermissionLevel
  >;
}

/** A full map from a profile's stored levels: unknown keys dropped, missing keys NONE, levels clamped to 0…4. */
export function permissionsFromRows(
  rows: ReadonlyArray<{ chave: string; nivel: number }>,
): Record<PermissionKey, PermissionLevel> {
  const result = allPermissions(PermissionLevel.NONE);
  for (const { chave, nivel } of rows) {
    if (isPermissionKey(chave)) {
      result[chave] = Math.max(0, Math.min(4, Math.trunc(nivel))) as PermissionLevel;
    }
  }
  return result;
}
