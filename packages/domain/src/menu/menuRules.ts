import { MIN_STOCK_LOCATIONS_FOR_TRANSFER } from '../constants/constants';
import type { Modulo } from '../entities';
import { hasPermission } from '../permissions/hasPermission';
import { isIndefiniteTrial } from '../subscription/subscriptionState';
import type { MenuContext, MenuItem, MenuRequirement } from './menuTypes';

/** Each condition of spec 001 §6 that is not a permission, read from the context. */
const REQUIREMENTS: Readonly<Record<MenuRequirement, (context: MenuContext) => boolean>> = {
  configuracaoBoleto: ({ user }) => user.configuracaoBoleto != null,
  locaisEstoque: ({ user }) => user.quantidadeLocaisEstoque >= MIN_STOCK_LOCATIONS_FOR_TRANSFER,
  urlPdv: ({ config }) => Boolean(config.urlPdv?.trim()),
  areaCliente: ({ user, config }) =>
    Boolean(user.filialSelecionadaObj.contratoId) &&
    config.possuiIntegracaoSuperlogica === true &&
    !user.filialSelecionadaObj.trial,
  planos: ({ user, today }) => !isIndefiniteTrial(user.filialSelecionadaObj, today),
  planoModulos: ({ config }) => config.planoModulos.length > 0,
  administracao: ({ user }) => user.isAvanco || user.master,
  avanco: ({ user }) => user.isAvanco,
};

/** Whether every condition of the item holds. */
export function meetsRequirements(item: MenuItem, context: MenuContext): boolean {
  return (item.requires ?? []).every((requirement) => REQUIREMENTS[requirement](context));
}

/**
 * A key listed by brand modules stays while one of them is active; a key no module lists is not a module's
 * to remove (spec 001 §6: menus of inactive modules are removed).
 */
export function moduleAllows(key: string, modulos: readonly Pick<Modulo, 'ativo' | 'menus'>[]): boolean {
  const owners = modulos.filter((modulo) => modulo.menus.includes(key));
  return owners.length === 0 || owners.some((modulo) => modulo.ativo);
}

/** The item's own conditions: view permission on its key, an active module for that key, its requirements. */
export function itemAllowed(item: MenuItem, context: MenuContext): boolean {
  const { key } = item.data;
  if (key !== null && !(hasPermission(context.user, key) && moduleAllows(key, context.config.modulos))) {
    return false;
  }
  return meetsRequirements(item, context);
}
