import { CARD_BRANDS, PAYMENT_FORMS } from './payments';

describe('NF-e payment forms', () => {
  it('covers the official codes 01 to 22 and 90', () => {
    expect(PAYMENT_FORMS.map((f) => f.codigo)).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '10',
      '11',
      '12',
      '13',
      '14',
      '15',
      '16',
      '17',
      '18',
      '19',
      '20',
      '21',
      '22',
      '90',
    ]);
    expect(PAYMENT_FORMS.find((f) => f.codigo === '01')?.descricao).toBe('Dinheiro');
    expect(PAYMENT_FORMS.find((f) => f.codigo === '17')?.descricao).toBe(
      'Pagamento Instantâneo (PIX) - Dinâmico',
    );
  });

  it('flags electronic means and the version-4.00-only codes', () => {
    const digital = PAYMENT_FORMS.filter((f) => f.digital).map((f) => f.codigo);
    expect(digital).toEqual(['03', '04', '17', '18', '20', '22']);
    // Layout 4.00 added 15 onwards; 14 Duplicata Mercantil is the last of layout 3.10.
    const only400 = PAYMENT_FORMS.filter((f) => f.somenteVersao400).map((f) => f.codigo);
    expect(only400).toEqual(['15', '16', '17', '18', '19', '20', '21', '22', '90']);
  });
});

describe('card brands', () => {
  it('covers 01 to 27 and 99', () => {
    const expected = [...Array.from({ length: 27 }, (_, i) => String(i + 1).padStart(2, '0')), '99'];
    expect(CARD_BRANDS.map((b) => b.codigo)).toEqual(expected);
    expect(CARD_BRANDS[0]?.descricao).toBe('Visa');
    expect(CARD_BRANDS[CARD_BRANDS.length - 1]?.descricao).toBe('Outros');
  });
});
