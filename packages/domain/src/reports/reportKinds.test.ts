import { REPORT_KINDS, REPORT_KIND_IDS, reportKindOf } from './reportKinds';

describe('report kinds', () => {
  it('names every report as users see it', () => {
    expect(REPORT_KIND_IDS.map((id) => REPORT_KINDS[id].title)).toEqual([
      'Posição de estoque',
      'Movimentação de estoque',
      'Produtos alterados',
      'Entrada de nota fiscal',
      'Pessoas',
      'Vendas',
      'Financeiro',
    ]);
  });

  it('finds a kind by its path segment and nothing else', () => {
    expect(reportKindOf('vendas')?.periodRequired).toBe(true);
    expect(reportKindOf('posicao-estoque')?.periodRequired).toBe(false);
    expect(reportKindOf('toString')).toBeUndefined();
    expect(reportKindOf('exportacoes')).toBeUndefined();
  });
});
