import { allPermissions, isPermissionKey, PERMISSION_KEYS, permissionsFromRows } from './permissionKeys';
import { PermissionLevel } from './permissionLevel';

describe('permission keys', () => {
  it('lists each key once', () => {
    expect(new Set(PERMISSION_KEYS).size).toBe(PERMISSION_KEYS.length);
  });

  it('recognises keys and nothing else', () => {
    expect(isPermissionKey('financeiro')).toBe(true);
    expect(isPermissionKey('assinatura')).toBe(true);
    expect(isPermissionKey('Financeiro')).toBe(false);
    expect(isPermissionKey('toString')).toBe(false);
  });

  it('gives every key the same level', () => {
    const all = allPermissions(PermissionLevel.TOTAL);
    expect(Object.keys(all).sort()).toEqual([...PERMISSION_KEYS].sort());
    expect(Object.values(all).every((level) => level === PermissionLevel.TOTAL)).toBe(true);
  });

  it('reads stored rows: unknown keys dropped, missing keys none, levels clamped', () => {
    const levels = permissionsFromRows([
      { chave: 'clientes', nivel: 1 },
      { chave: 'pedidoVendas', nivel: 2.7 },
      { chave: 'boletos', nivel: 9 },
      { chave: 'relatorios', nivel: -1 },
      { chave: 'inexistente', nivel: 4 },
    ]);
    expect(levels.clientes).toBe(PermissionLevel.VIEW);
    expect(levels.pedidoVendas).toBe(PermissionLevel.CREATE);
    expect(levels.boletos).toBe(PermissionLevel.TOTAL);
    expect(levels.relatorios).toBe(PermissionLevel.NONE);
    expect(levels.financeiro).toBe(PermissionLevel.NONE);
    expect(levels).not.toHaveProperty('inexistente');
  });
});
