import { isPermissionKey } from '../../permissions/permissionKeys';
import { ACCOUNTANT_LANDING, ACCOUNTANT_MENU_IDS } from '../accountantMenu';
import { findMenuEntry, findMenuItemById } from '../findMenuEntry';
import { flattenMenu } from '../menuTree';
import { ROUTE_OWNERS } from '../routeOwners';
import { MENU_CATALOGUE } from './catalogue';
import { SPECIAL_MENU_KEYS } from './specialKeys';

const every = Object.values(MENU_CATALOGUE).flatMap((items) => flattenMenu(items).map(({ item }) => item));
const leaves = every.filter((item) => !item.children);
const titlesOf = (items: readonly { title: string }[]) => items.map(({ title }) => title);

describe('menu catalogue', () => {
  it('gives every item a unique id', () => {
    const ids = every.map(({ id }) => id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives every link once, as a well-formed hash path', () => {
    const links = every.flatMap(({ link }) => (link ? [link] : []));
    expect(new Set(links).size).toBe(links.length);
    for (const link of links) {
      expect(link).toMatch(/^\/(pages|administrador\/configuracoes|auth)(\/[a-z0-9]+(-[a-z0-9]+)*)+$/);
    }
  });

  it('gives each entry a link or an action, never both, and each group children but no key', () => {
    for (const item of every) {
      if (item.children) {
        expect(item.children.length).toBeGreaterThan(0);
        expect(item.data.key).toBeNull();
        expect(item.link ?? item.action).toBeUndefined();
      } else {
        expect(Boolean(item.link) !== Boolean(item.action)).toBe(true);
      }
    }
  });

  it('uses only real permission keys, and no key only on entries meant for everyone or gated otherwise', () => {
    for (const { data } of leaves) {
      if (data.key !== null) expect(isPermissionKey(data.key)).toBe(true);
    }
    const keyless = leaves.filter(({ data }) => data.key === null).map(({ id }) => id);
    const admin = flattenMenu(MENU_CATALOGUE.admin).map(({ item }) => item.id);
    expect(keyless.filter((id) => !admin.includes(id))).toEqual([
      'dashboard',
      'politicaPrivacidade',
      'termos',
      'administrador',
      'trocarFilial',
      'minhaConta',
      'sair',
    ]);
  });

  it('names a Tabler icon for every item', () => {
    for (const { icon } of every) expect(icon).toMatch(/^Icon[A-Z][A-Za-z0-9]*$/);
  });

  it('has the groups of spec 001 §6 in order, with Portuguese titles', () => {
    expect(titlesOf(MENU_CATALOGUE.main)).toEqual([
      'Dashboard',
      'Financeiro',
      'Vendas',
      'Compras',
      'Estoque',
      'NF-e',
      'NFS-e',
      'Exportações',
      'Pagamentos',
      'Contábil',
      'Relatórios',
      'Assinatura',
    ]);
    expect(titlesOf(MENU_CATALOGUE.settings)).toEqual([
      'Administrador',
      'Pagamento',
      'Fiscal',
      'Financeiro',
      'Ponto de Venda',
      'Estoques',
      'Usuários',
      'Integrações',
      'Empresas',
      'Configurações Gerais',
      'Importação de dados',
      'Download do PDV',
    ]);
    expect(titlesOf(MENU_CATALOGUE.user)).toEqual(['Trocar filial', 'Minha conta', 'Sair']);
  });

  it('shows Assinatura open, its entries being actions', () => {
    const assinatura = findMenuItemById('assinatura')?.item;
    expect(assinatura?.expanded).toBe(true);
    expect(assinatura?.children?.map(({ action }) => action)).toEqual([
      'modulosAdicionais',
      'planos',
      'areaCliente',
      'politicaPrivacidade',
      'termos',
    ]);
  });

  it('has the sixteen admin pages of the spec, then remote versions and the audit log, under /administrador/configuracoes, the product-owner-only ones flagged', () => {
    const admin = MENU_CATALOGUE.admin;
    expect(admin.map(({ link }) => link?.replace('/administrador/configuracoes/', ''))).toEqual([
      'dashboard',
      'whitelabel',
      'ajuda',
      'plano-config',
      'modulo-config',
      'nps',
      'notificacoes',
      'excluir-produtos',
      'excluir-filial',
      'sequencia-filial',
      'bancos',
      'importacao-ibpt-ncm',
      'importacao-ibpt-cest',
      'usuarios',
      'financeiro-whitelabel',
      'pdv-versao',
      'releases',
      'tokens-deploy',
      'auditoria',
    ]);
    expect(admin.every(({ requires }) => requires?.includes('administracao'))).toBe(true);
    expect(admin.filter(({ requires }) => requires?.includes('avanco')).map(({ id }) => id)).toEqual([
      'excluirProdutos',
      'excluirFilial',
      'sequenciaFilial',
      'bancos',
      'importacaoIbptNcm',
      'importacaoIbptCest',
      'financeiroWhitelabel',
      'pdvVersao',
      'tokensDeploy',
    ]);
  });

  it('gives my account the route of spec 001 §2', () => {
    expect(findMenuItemById('minhaConta')?.item.link).toBe('/pages/configuracoes/usuarios/editarminhaconta');
  });

  it('lists the six special keys, each naming an entry', () => {
    expect(SPECIAL_MENU_KEYS).toHaveLength(6);
    expect(SPECIAL_MENU_KEYS.map((id) => findMenuItemById(id)?.item.title)).toEqual([
      'Produtos',
      'Clientes',
      'Emitir NF-e',
      'Boletos',
      'Contas a pagar',
      'Contas a receber',
    ]);
  });

  it("names only real items in the accountant's list and lands them on the XML export entry", () => {
    for (const id of ACCOUNTANT_MENU_IDS) expect(findMenuItemById(id)).not.toBeNull();
    expect(findMenuItemById('exportarXmlNfe')?.item.link).toBe(ACCOUNTANT_LANDING);
  });

  it('gives the routes outside the menus an existing owner', () => {
    for (const [route, id] of Object.entries(ROUTE_OWNERS)) {
      expect(findMenuItemById(id)).not.toBeNull();
      expect(findMenuEntry(route)?.item.id).toBe(id);
    }
  });
});
