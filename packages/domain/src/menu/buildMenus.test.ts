import { PermissionLevel } from '../permissions/permissionLevel';
import { allPermissions } from '../permissions/permissionKeys';
import { accountantLanding } from './accountantMenu';
import { buildMenus } from './buildMenus';
import { allIds, daysFromToday, demoModules, leafIds, menuContext } from './menuContext.testkit';

const { NONE, VIEW } = PermissionLevel;
const admin = { perfilAdmin: true };
const mainOf = (...args: Parameters<typeof menuContext>) => leafIds(buildMenus(menuContext(...args)).main);
const settingsOf = (...args: Parameters<typeof menuContext>) =>
  leafIds(buildMenus(menuContext(...args)).settings);

describe('buildMenus: permissions', () => {
  it('shows an entry only with view permission on its key', () => {
    const main = mainOf({ user: { permissoes: { clientes: VIEW, fornecedores: NONE } } });
    expect(main).toContain('clientes');
    expect(main).toContain('contatosComerciais');
    expect(main).not.toContain('fornecedores');
    expect(main).not.toContain('produtos');
  });

  it('gives administrators and white-label support every keyed entry', () => {
    for (const flag of ['perfilAdmin', 'suporteWhiteLabel'] as const) {
      const main = mainOf({ user: { [flag]: true } });
      expect(main).toEqual(
        expect.arrayContaining(['despesas', 'clientes', 'fornecedores', 'emitirNfe', 'contadores']),
      );
    }
  });

  it('keeps the entries meant for everyone for a user without permissions', () => {
    const menus = buildMenus(menuContext());
    expect(leafIds(menus.main)).toEqual(['dashboard', 'politicaPrivacidade', 'termos']);
    expect(leafIds(menus.user)).toEqual(['trocarFilial', 'minhaConta', 'sair']);
    expect(menus.settings).toEqual([]);
  });
});

describe('buildMenus: empty parents', () => {
  it('removes a group none of whose entries shows, and keeps only the visible children of the others', () => {
    const menus = buildMenus(menuContext({ user: { permissoes: { clientes: VIEW } } }));
    expect(menus.main.map(({ id }) => id)).toEqual(['dashboard', 'vendas', 'assinatura']);
    const vendas = menus.main.find(({ id }) => id === 'vendas');
    expect(vendas?.children?.map(({ id }) => id)).toEqual(['clientes', 'contatosComerciais']);
  });

  it('removes Pagamentos when both its entries are filtered out', () => {
    expect(allIds(buildMenus(menuContext({ user: admin })).main)).not.toContain('pagamentos');
  });
});

describe('buildMenus: the accountant', () => {
  const contador = menuContext({ user: { isContador: true } });

  it('sees only finance, the XML, SPED and Sintegra exports, fiscal settings and their own account', () => {
    const menus = buildMenus(contador);
    expect(menus.main.map(({ id }) => id)).toEqual(['financeiro', 'exportacoes']);
    expect(leafIds(menus.main)).toEqual([
      'despesas',
      'receitas',
      'transferencias',
      'baixas',
      'lancamentoRecorrente',
      'extratoBancario',
      'conciliacaoOfx',
      'exportarXmlNfe',
      'gerarArquivoSped',
      'gerarArquivoSintegra',
    ]);
    expect(menus.settings.map(({ id }) => id)).toEqual(['configFiscal']);
    expect(leafIds(menus.settings)).toHaveLength(12);
    expect(leafIds(menus.user)).toEqual(['trocarFilial', 'minhaConta', 'sair']);
    expect(menus.admin).toEqual([]);
  });

  it('still loses what an inactive module removes', () => {
    const menus = buildMenus(
      menuContext({ user: { isContador: true }, config: { modulos: demoModules(false) } }),
    );
    expect(menus.main.map(({ id }) => id)).toEqual(['financeiro']);
    expect(menus.settings).toEqual([]);
  });

  it('lands on the XML export; nobody else is redirected', () => {
    expect(accountantLanding(contador.user)).toBe('/pages/nfe/exportar-xml-nfe');
    expect(accountantLanding({ isContador: false })).toBeNull();
  });
});

describe('buildMenus: administration', () => {
  it('gives the admin menu and the settings entry to product-owner and master users only', () => {
    expect(buildMenus(menuContext({ user: admin })).admin).toEqual([]);
    expect(settingsOf({ user: admin })).not.toContain('administrador');
    expect(leafIds(buildMenus(menuContext({ user: { master: true } })).admin)).toHaveLength(10);
    expect(leafIds(buildMenus(menuContext({ user: { isAvanco: true } })).admin)).toHaveLength(19);
    expect(settingsOf({ user: { master: true } })).toContain('administrador');
    expect(settingsOf({ user: { isAvanco: true } })).toContain('administrador');
  });

  it('keeps the product-owner-only pages from master users', () => {
    const master = leafIds(buildMenus(menuContext({ user: { master: true } })).admin);
    for (const id of [
      'excluirProdutos',
      'excluirFilial',
      'sequenciaFilial',
      'bancos',
      'pdvVersao',
      'financeiroWhitelabel',
      'tokensDeploy',
    ]) {
      expect(master).not.toContain(id);
    }
    expect(master).toEqual(
      expect.arrayContaining([
        'adminDashboard',
        'whitelabel',
        'nps',
        'adminUsuarios',
        'releases',
        'auditoria',
      ]),
    );
  });

  it('puts the admin menu in the sidebar in the administrative panel mode', () => {
    const panel = buildMenus(menuContext({ user: { isAvanco: true, painelAdministrativo: true } }));
    expect(panel.sidebar).toBe(panel.admin);
    expect(leafIds(panel.sidebar)[0]).toBe('adminDashboard');
    const client = buildMenus(menuContext({ user: { isAvanco: true } }));
    expect(client.sidebar).toBe(client.main);
  });
});

describe('buildMenus: branch and brand conditions', () => {
  it('needs a boleto configuration for the boleto and deposit menus', () => {
    expect(mainOf({ user: admin })).not.toEqual(expect.arrayContaining(['boletos']));
    const withConfig = mainOf({ user: { ...admin, configuracaoBoleto: { id: 7 } } });
    expect(withConfig).toEqual(expect.arrayContaining(['boletos', 'extratos']));
  });

  it('needs at least 2 stock locations for the stock transfer', () => {
    expect(mainOf({ user: { ...admin, quantidadeLocaisEstoque: 1 } })).not.toContain('transferenciaEstoque');
    expect(mainOf({ user: { ...admin, quantidadeLocaisEstoque: 2 } })).toContain('transferenciaEstoque');
  });

  it('needs a PDV URL for the PDV download', () => {
    expect(settingsOf({ user: admin, config: { urlPdv: '' } })).not.toContain('downloadPdv');
    expect(settingsOf({ user: admin, config: { urlPdv: 'https://pdv.example/setup.exe' } })).toContain(
      'downloadPdv',
    );
  });

  it('removes the menus whose key only inactive modules list', () => {
    const off = mainOf({ user: admin, config: { modulos: demoModules(false) } });
    expect(off).not.toEqual(expect.arrayContaining(['emitirNfe']));
    expect(off).not.toContain('exportarXmlNfe');
    expect(off).not.toContain('cupomFiscal');
    // produtos and contabil are not keys of the fiscal module: their entries stay.
    expect(off).toEqual(expect.arrayContaining(['exportacaoBalanca', 'servicos', 'contadores']));
  });

  it('keeps a key that an active module also lists', () => {
    const modulos = [...demoModules(false), { id: 9, nome: 'Notas', ativo: true, menus: ['nfe'] }];
    expect(mainOf({ user: admin, config: { modulos } })).toContain('emitirNfe');
  });

  it('shows the customer area only with a contract and a billing integration, and not on trial', () => {
    const billed = { contratoId: 'CT-1' };
    const integrated = { possuiIntegracaoSuperlogica: true };
    expect(mainOf({ user: admin, filial: billed, config: integrated })).toContain('areaCliente');
    expect(mainOf({ user: admin, filial: { contratoId: null }, config: integrated })).not.toContain(
      'areaCliente',
    );
    expect(mainOf({ user: admin, filial: billed, config: {} })).not.toContain('areaCliente');
    expect(mainOf({ user: admin, filial: { ...billed, trial: true }, config: integrated })).not.toContain(
      'areaCliente',
    );
  });

  it('hides the plans menus for a trial with more than 999 days to expiry', () => {
    const trial = (days: number) =>
      mainOf({ user: admin, filial: { trial: true, dataVencimento: daysFromToday(days) } });
    expect(trial(999)).toEqual(expect.arrayContaining(['planos', 'modulosAdicionais']));
    expect(trial(1000)).not.toContain('planos');
    expect(trial(1000)).not.toContain('modulosAdicionais');
    expect(mainOf({ user: admin, filial: { trial: false, dataVencimento: daysFromToday(5000) } })).toContain(
      'planos',
    );
  });

  it('hides the plan-modules menu without plan modules', () => {
    expect(mainOf({ user: admin, config: { planoModulos: [] } })).not.toContain('modulosAdicionais');
    expect(mainOf({ user: admin, config: { planoModulos: [] } })).toContain('planos');
  });
});

describe('buildMenus: purity', () => {
  it('gives the same menus for the same context and leaves the catalogue untouched', () => {
    const context = menuContext({ user: { permissoes: allPermissions(VIEW) } });
    expect(buildMenus(context)).toEqual(buildMenus(context));
    expect(allIds(buildMenus(menuContext({ user: admin })).main)).toContain('transferencias');
  });
});
