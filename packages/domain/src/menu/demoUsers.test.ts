import { PermissionLevel } from '../permissions/permissionLevel';
import { allPermissions } from '../permissions/permissionKeys';
import { accountantLanding } from './accountantMenu';
import { buildMenus } from './buildMenus';
import { flattenMenu } from './menuTree';
import { MENU_CATALOGUE } from './catalogue/catalogue';
import { daysFromToday, demoModules, leafIds, menuContext } from './menuContext.testkit';

// The demo accounts of CONTRACT "Demo data", as the server's seed builds them (brand 1 bills through the
// billing system; brand 2 has the fiscal module off). Server-side, administrators and product staff hold
// every key at TOTAL.
const { NONE, VIEW, CREATE, TOTAL } = PermissionLevel;
const brand1 = { possuiIntegracaoSuperlogica: true };
const everything = allPermissions(TOTAL);

const DEMO = {
  admin: menuContext({
    user: {
      perfilAdmin: true,
      permissoes: everything,
      configuracaoBoleto: { id: 1 },
      quantidadeLocaisEstoque: 2,
    },
    filial: { contratoId: 'CT-1001', dataVencimento: daysFromToday(365) },
    config: brand1,
  }),
  vendedor: menuContext({
    user: {
      permissoes: {
        clientes: VIEW,
        vendas: VIEW,
        pedidoVendas: CREATE,
        financeiro: NONE,
        relatorios: NONE,
        fiscal: NONE,
      },
      configuracaoBoleto: { id: 1 },
    },
    filial: { contratoId: 'CT-1001' },
    config: brand1,
  }),
  contador: menuContext({
    user: { isContador: true, configuracaoBoleto: { id: 1 } },
    filial: { contratoId: 'CT-1001' },
    config: brand1,
  }),
  suporte: menuContext({
    user: { isAvanco: true, painelAdministrativo: true, permissoes: everything },
    config: brand1,
  }),
  master: menuContext({
    user: { master: true, painelAdministrativo: true, permissoes: everything },
    config: brand1,
  }),
  trial: menuContext({
    user: { perfilAdmin: true, permissoes: everything },
    filial: { trial: true, dataVencimento: daysFromToday(15) },
    config: brand1,
  }),
  expirado: menuContext({
    user: { perfilAdmin: true, permissoes: everything },
    filial: { trial: true, dataVencimento: daysFromToday(-3) },
    config: brand1,
  }),
  inadimplente: menuContext({
    user: { perfilAdmin: true, permissoes: everything },
    filial: { contratoId: 'CT-2002', dataVencimento: daysFromToday(-10) },
    config: brand1,
  }),
  acme: menuContext({
    user: { perfilAdmin: true, permissoes: everything },
    filial: { contratoId: 'CT-3003' },
    config: { ...brand1, modulos: demoModules(false), planoModulos: demoModules(false) },
  }),
};

const catalogueLeaves = (menu: keyof typeof MENU_CATALOGUE) => leafIds(MENU_CATALOGUE[menu]);
const without = (ids: string[], ...removed: string[]) => ids.filter((id) => !removed.includes(id));
const FISCAL_KEYS = new Set(['nfe', 'fiscal']);
const fiscalLeaves = flattenMenu([...MENU_CATALOGUE.main, ...MENU_CATALOGUE.settings])
  .filter(({ item }) => item.data.key !== null && FISCAL_KEYS.has(item.data.key))
  .map(({ item }) => item.id);

describe('the demo users of CONTRACT get the menus the spec implies', () => {
  it('admin: every main entry (boletos, stock transfer and customer area included), no administration', () => {
    const menus = buildMenus(DEMO.admin);
    expect(leafIds(menus.main)).toEqual(catalogueLeaves('main'));
    expect(leafIds(menus.settings)).toEqual(
      without(catalogueLeaves('settings'), 'administrador', 'downloadPdv'),
    );
    expect(leafIds(menus.user)).toEqual(['trocarFilial', 'minhaConta', 'sair']);
    expect(menus.admin).toEqual([]);
    expect(menus.sidebar).toBe(menus.main);
    expect(accountantLanding({ isContador: false })).toBeNull();
  });

  it('vendedor: customers and sales only, no settings', () => {
    const menus = buildMenus(DEMO.vendedor);
    expect(leafIds(menus.main)).toEqual([
      'dashboard',
      'pedidoVendas',
      'clientes',
      'vendedores',
      'contatosComerciais',
      'promocao',
      'politicaPrivacidade',
      'termos',
    ]);
    expect(menus.settings).toEqual([]);
    expect(menus.admin).toEqual([]);
  });

  it("contador: the accountant's menu, landing on the XML export", () => {
    const menus = buildMenus(DEMO.contador);
    expect(menus.main.map(({ id }) => id)).toEqual(['financeiro', 'exportacoes']);
    expect(leafIds(menus.main).slice(-3)).toEqual([
      'exportarXmlNfe',
      'gerarArquivoSped',
      'gerarArquivoSintegra',
    ]);
    expect(menus.settings.map(({ id }) => id)).toEqual(['configFiscal']);
    expect(accountantLanding(DEMO.contador.user)).toBe('/pages/nfe/exportar-xml-nfe');
  });

  it('suporte (product owner, administrative panel): the whole admin menu in the sidebar', () => {
    const menus = buildMenus(DEMO.suporte);
    expect(leafIds(menus.sidebar)).toEqual(catalogueLeaves('admin'));
    expect(leafIds(menus.settings)).toContain('administrador');
  });

  it('master (administrative panel): the admin menu without the product-owner-only pages', () => {
    const menus = buildMenus(DEMO.master);
    expect(leafIds(menus.sidebar)).toEqual(
      without(
        catalogueLeaves('admin'),
        'excluirProdutos',
        'excluirFilial',
        'sequenciaFilial',
        'bancos',
        'importacaoIbptNcm',
        'importacaoIbptCest',
        'financeiroWhitelabel',
        'pdvVersao',
        'tokensDeploy',
      ),
    );
  });

  it('trial: plans and additional modules, no customer area', () => {
    const main = leafIds(buildMenus(DEMO.trial).main);
    expect(main).toEqual(expect.arrayContaining(['planos', 'modulosAdicionais', 'despesas']));
    expect(main).not.toContain('areaCliente');
  });

  it('expirado: still offered the plans to subscribe, no customer area', () => {
    const main = leafIds(buildMenus(DEMO.expirado).main);
    expect(main).toEqual(expect.arrayContaining(['planos', 'modulosAdicionais']));
    expect(main).not.toContain('areaCliente');
  });

  it('inadimplente: the customer area to settle the contract, and the plans', () => {
    const main = leafIds(buildMenus(DEMO.inadimplente).main);
    expect(main).toEqual(expect.arrayContaining(['areaCliente', 'planos']));
  });

  it('admin@acme.com.br: no NF-e, NFS-e, fiscal exports or fiscal settings (fiscal module off)', () => {
    const menus = buildMenus(DEMO.acme);
    const ids = [...leafIds(menus.main), ...leafIds(menus.settings)];
    for (const id of fiscalLeaves) expect(ids).not.toContain(id);
    expect(menus.main.map(({ id }) => id)).not.toContain('nfe');
    expect(menus.settings.map(({ id }) => id)).not.toContain('configFiscal');
    expect(ids).toEqual(expect.arrayContaining(['clientes', 'despesas', 'exportacaoBalanca', 'servicos']));
  });
});
