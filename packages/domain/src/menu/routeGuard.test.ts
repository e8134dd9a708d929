import { PermissionLevel } from '../permissions/permissionLevel';
import { buildMenus } from './buildMenus';
import { menuContext } from './menuContext.testkit';
import { isPathAllowed } from './routeGuard';

const { VIEW } = PermissionLevel;

describe('isPathAllowed', () => {
  const vendedor = buildMenus(menuContext({ user: { permissoes: { clientes: VIEW } } }));

  it('allows the pages of visible entries and the routes below them', () => {
    expect(isPathAllowed(vendedor, '/pages/vendas/clientes')).toBe(true);
    expect(isPathAllowed(vendedor, 'pages/vendas/clientes/cadastrar')).toBe(true);
    expect(isPathAllowed(vendedor, '/pages/dashboard')).toBe(true);
    expect(isPathAllowed(vendedor, '/pages/configuracoes/usuarios/editarminhaconta')).toBe(true);
  });

  it('refuses a route whose owning entry was filtered out', () => {
    expect(isPathAllowed(vendedor, '/pages/financeiro/lancamentos/lista/despesas')).toBe(false);
    expect(isPathAllowed(vendedor, '/pages/financeiro/lancamentos/cadastrar')).toBe(false);
    expect(isPathAllowed(vendedor, '/pages/configuracoes/usuarios/editar/3')).toBe(false);
    expect(isPathAllowed(vendedor, '/administrador/configuracoes/dashboard')).toBe(false);
  });

  it('refuses a page whose condition fails even with full permissions', () => {
    const admin = buildMenus(menuContext({ user: { perfilAdmin: true } }));
    expect(isPathAllowed(admin, '/pages/estoque/transferencia-estoque')).toBe(false);
    expect(isPathAllowed(admin, '/pages/pagamentos/boletos')).toBe(false);
    expect(isPathAllowed(admin, '/pages/estoque/produtos/cadastrar')).toBe(true);
  });

  it('allows the admin pages by role, whatever the mode', () => {
    const master = buildMenus(menuContext({ user: { master: true, painelAdministrativo: true } }));
    expect(isPathAllowed(master, '/administrador/configuracoes/nps')).toBe(true);
    expect(isPathAllowed(master, '/administrador/configuracoes/releases')).toBe(true);
    expect(isPathAllowed(master, '/administrador/configuracoes/auditoria')).toBe(true);
    expect(isPathAllowed(master, '/administrador/configuracoes/bancos')).toBe(false);
    expect(isPathAllowed(master, '/administrador/configuracoes/financeiro-whitelabel')).toBe(false);
    expect(isPathAllowed(master, '/pages/dashboard')).toBe(true);
  });

  it('leaves routes no menu owns to the router', () => {
    expect(isPathAllowed(vendedor, '/pages/nada')).toBe(true);
    expect(isPathAllowed(vendedor, '/planos')).toBe(true);
  });
});
