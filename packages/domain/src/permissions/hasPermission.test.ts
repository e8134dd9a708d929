import { hasFullAccess, hasPermission, PERMISSION_LEVEL_LABELS } from './hasPermission';
import { PermissionLevel } from './permissionLevel';

const { NONE, VIEW, CREATE, CHANGE, TOTAL } = PermissionLevel;

describe('hasPermission', () => {
  const vendedor = {
    permissoes: { clientes: VIEW, pedidos: CREATE, financeiro: NONE, produtos: CHANGE, boletos: TOTAL },
  };

  it('needs a level that is not none', () => {
    expect(hasPermission(vendedor, 'financeiro', NONE)).toBe(false);
    expect(hasPermission(vendedor, 'financeiro', VIEW)).toBe(false);
  });

  it('treats a key the user does not hold as none', () => {
    expect(hasPermission(vendedor, 'fiscal', VIEW)).toBe(false);
    expect(hasPermission({}, 'fiscal', VIEW)).toBe(false);
  });

  it('needs at least the level asked, in the order none < view < create < change < total', () => {
    expect(hasPermission(vendedor, 'clientes', VIEW)).toBe(true);
    expect(hasPermission(vendedor, 'clientes', CREATE)).toBe(false);
    expect(hasPermission(vendedor, 'pedidos', VIEW)).toBe(true);
    expect(hasPermission(vendedor, 'pedidos', CREATE)).toBe(true);
    expect(hasPermission(vendedor, 'pedidos', CHANGE)).toBe(false);
    expect(hasPermission(vendedor, 'produtos', CREATE)).toBe(true);
    expect(hasPermission(vendedor, 'produtos', TOTAL)).toBe(false);
    expect(hasPermission(vendedor, 'boletos', TOTAL)).toBe(true);
  });

  it('asks for view when no level is given', () => {
    expect(hasPermission(vendedor, 'clientes')).toBe(true);
    expect(hasPermission(vendedor, 'financeiro')).toBe(false);
  });

  it('gives administrators, white-label support and accountants full access', () => {
    for (const flag of ['perfilAdmin', 'suporteWhiteLabel', 'isContador'] as const) {
      const user = { permissoes: {}, [flag]: true };
      expect(hasFullAccess(user)).toBe(true);
      expect(hasPermission(user, 'financeiro', TOTAL)).toBe(true);
    }
  });

  it('denies a missing user', () => {
    expect(hasPermission(null, 'clientes')).toBe(false);
    expect(hasFullAccess(undefined)).toBe(false);
  });

  it('labels every level', () => {
    expect(PERMISSION_LEVEL_LABELS[CREATE]).toBe('Cadastrar');
    expect(Object.keys(PERMISSION_LEVEL_LABELS)).toHaveLength(5);
  });
});
