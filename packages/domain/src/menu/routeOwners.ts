import type { MenuLink } from './menuTypes';

/**
 * Routes of spec 001 §2 that no menu link is a prefix of, with the catalogue item that owns them: the page title
 * and breadcrumb come from that item, and the route is allowed exactly when the item is. Routes below a menu link
 * (vendas/clientes/cadastrar under Clientes) need no line here.
 */
export const ROUTE_OWNERS: Readonly<Record<MenuLink, string>> = {
  // Groups of PDV users are part of managing the PDV operators.
  '/pages/vendas/grupo-usuario-pdv': 'operadorPdv',
  // Creating or editing a single entry, whatever its kind, belongs to the finance menu as a whole.
  '/pages/financeiro/lancamentos': 'financeiro',
  // etiqueta/cadastrar, editar, visualizar (and listar) are the label settings; etiqueta/imprimir is its own entry.
  '/pages/estoque/etiqueta': 'etiquetas',
};
