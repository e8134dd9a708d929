/**
 * The six keys spec 001 §6 exports as a special group (products, customers, issue invoice, boletos, expenses,
 * revenues); its purpose is not shown. Our permission keys are one per menu family, coarser than these (expenses
 * and revenues share `financeiro`), so the six name catalogue entries by id.
 */
export const SPECIAL_MENU_KEYS = [
  'produtos',
  'clientes',
  'emitirNfe',
  'boletos',
  'despesas',
  'receitas',
] as const;

export type SpecialMenuKey = (typeof SPECIAL_MENU_KEYS)[number];
