import type { MenuLink } from './menuTypes';

/**
 * What an accountant sees (spec 001 §6): finance, fiscal exports limited to XML export, SPED and Sintegra, fiscal
 * configuration, own account, change branch and logout. A group listed here brings all its children.
 */
export const ACCOUNTANT_MENU_IDS: ReadonlySet<string> = new Set([
  'financeiro',
  'exportarXmlNfe',
  'gerarArquivoSped',
  'gerarArquivoSintegra',
  'configFiscal',
  'minhaConta',
  'trocarFilial',
  'sair',
]);

/** Where accountants are sent once their menu is filtered: the XML export (spec 001 §2). */
export const ACCOUNTANT_LANDING: MenuLink = '/pages/nfe/exportar-xml-nfe';

/** The accountant's landing, or null for everyone else (who keep the route they asked for). */
export function accountantLanding(user: { isContador?: boolean } | null | undefined): MenuLink | null {
  return user?.isContador ? ACCOUNTANT_LANDING : null;
}
