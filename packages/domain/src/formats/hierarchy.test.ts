import { hierarchyPath, type HierarchyNode } from './hierarchy';

describe('hierarchyPath', () => {
  it('joins category descriptions root first with " - "', () => {
    const bebidas = { descricao: 'Bebidas', parent: null };
    const refrigerantes = { descricao: 'Refrigerantes', parent: bebidas };
    expect(hierarchyPath({ descricao: 'Cola', parent: refrigerantes })).toBe(
      'Bebidas - Refrigerantes - Cola',
    );
  });

  it('follows grupoPaiObj for person groups', () => {
    const clientes = { descricao: 'Clientes' };
    expect(hierarchyPath({ descricao: 'Atacado', grupoPaiObj: clientes })).toBe('Clientes - Atacado');
  });

  it('shows a root alone and an empty value as empty', () => {
    expect(hierarchyPath({ descricao: 'Bebidas' })).toBe('Bebidas');
    expect(hierarchyPath(null)).toBe('');
  });

  it('stops on a cycle instead of looping forever', () => {
    const a: HierarchyNode = { descricao: 'A' };
    const b: HierarchyNode = { descricao: 'B', parent: a };
    a.parent = b;
    expect(hierarchyPath(b)).toBe('A - B');
    const self: HierarchyNode = { descricao: 'Eu' };
    self.grupoPaiObj = self;
    expect(hierarchyPath(self)).toBe('Eu');
  });
});
