import { hashOf, landingRoute, linkTo, MOUNTS, routeTo } from './routes';

describe('route table (spec 000 §2, 001 §2)', () => {
  it('builds the hash routes the spec names', () => {
    expect(routeTo.dashboard()).toBe('/pages/dashboard');
    expect(routeTo.adminDashboard()).toBe('/administrador/configuracoes/dashboard');
    expect(routeTo.adminUsuarios()).toBe('/administrador/configuracoes/usuarios');
    expect(routeTo.exportarXmlNfe()).toBe('/pages/nfe/exportar-xml-nfe');
    expect(routeTo.exportacoes()).toBe('/pages/relatorios/exportacoes');
    expect(routeTo.login()).toBe('/auth/login');
    expect(routeTo.login('abc')).toBe('/auth/login/abc');
    expect(routeTo.logout()).toBe('/auth/logout');
    expect(routeTo.recuperarSenha()).toBe('/auth/recuperar-senha');
    expect(routeTo.cadastrarNoAuth()).toBe('/auth/cadastrar');
    expect(routeTo.cadastrar()).toBe('/cadastrar');
    expect(routeTo.planos()).toBe('/planos');
    expect(routeTo.sistemaIndisponivel()).toBe('/sistema-indisponivel');
    expect(MOUNTS.cadastrarErp).toBe('/cadastrar-erp');
  });

  it('encodes tokens so a link cannot leave its route', () => {
    expect(routeTo.resetarSenha('a/b?c')).toBe('/auth/resetar-senha/a%2Fb%3Fc');
  });

  it('builds full links from an origin, with or without a trailing slash', () => {
    expect(hashOf(routeTo.login())).toBe('#/auth/login');
    expect(linkTo('https://erp.acme.com.br/', routeTo.resetarSenha('t1'))).toBe(
      'https://erp.acme.com.br/#/auth/resetar-senha/t1',
    );
  });

  it('lands isAvanco and master users on the admin dashboard, others on pages/dashboard', () => {
    expect(landingRoute({ isAvanco: true })).toBe('/administrador/configuracoes/dashboard');
    expect(landingRoute({ master: true })).toBe('/administrador/configuracoes/dashboard');
    expect(landingRoute({ isAvanco: false, master: false })).toBe('/pages/dashboard');
    expect(landingRoute(null)).toBe('/pages/dashboard');
  });
});
