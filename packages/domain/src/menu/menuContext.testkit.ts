import { demoModules } from './demoModules';
import { flattenMenu } from './menuTree';
import type { MenuContext, MenuItem } from './menuTypes';

export { demoModules };

/** The day every menu test runs on. */
export const TODAY = new Date('2026-05-10T15:00:00Z');

/** `yyyy-MM-dd`, `days` after TODAY (negative: before). */
export function daysFromToday(days: number): string {
  return new Date(TODAY.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

type Overrides = {
  user?: Partial<Omit<MenuContext['user'], 'filialSelecionadaObj'>>;
  filial?: Partial<MenuContext['user']['filialSelecionadaObj']>;
  config?: Partial<MenuContext['config']>;
};

/** A user with no permission, no flag and a plain branch, changed by `overrides`. */
export function menuContext(overrides: Overrides = {}): MenuContext {
  return {
    user: {
      permissoes: {},
      perfilAdmin: false,
      suporteWhiteLabel: false,
      isContador: false,
      isAvanco: false,
      master: false,
      painelAdministrativo: false,
      configuracaoBoleto: null,
      quantidadeLocaisEstoque: 1,
      ...overrides.user,
      filialSelecionadaObj: {
        contratoId: null,
        trial: false,
        dataVencimento: daysFromToday(365),
        ...overrides.filial,
      },
    },
    config: {
      modulos: demoModules(),
      planoModulos: demoModules(),
      urlPdv: null,
      possuiIntegracaoSuperlogica: false,
      ...overrides.config,
    },
    today: TODAY,
  };
}

/** The ids of the entries (not groups) of a menu, in order. */
export function leafIds(items: readonly MenuItem[]): string[] {
  return flattenMenu(items)
    .filter(({ item }) => !item.children)
    .map(({ item }) => item.id);
}

/** The ids of every item of a menu, groups included. */
export function allIds(items: readonly MenuItem[]): string[] {
  return flattenMenu(items).map(({ item }) => item.id);
}
