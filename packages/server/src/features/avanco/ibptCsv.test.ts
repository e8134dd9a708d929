import { parseIbptCsv } from './ibptCsv';

const HEADER =
  'codigo;ex;tipo;descricao;nacionalfederal;importadosfederal;estadual;municipal;vigenciainicio;vigenciafim;chave;versao;fonte';

describe('IBPT CSV', () => {
  it('reads a quoted description holding the separator, doubled quotes and a line break', () => {
    const csv = [
      HEADER,
      '22030000;;0;"Cervejas de malte; chope";13,45;15,45;18,00;0,00;01/01/2025;30/06/2025;A1B2;25.1.A;IBPT',
      '22041010;;0;"Vinho ""espumante""\nde uvas";10;12;18;0;;;;25.1.A;IBPT',
      '22042100;;0;Vinhos;10;12;18;0;;;;25.1.A;IBPT',
    ].join('\r\n');
    const { items, result } = parseIbptCsv(csv, 'ncm');
    expect(items.map((i) => [i.codigo, i.descricao, i.nacionalFederal, i.versao])).toEqual([
      ['22030000', 'Cervejas de malte; chope', 13.45, '25.1.A'],
      ['22041010', 'Vinho "espumante"\nde uvas', 10, '25.1.A'],
      ['22042100', 'Vinhos', 10, '25.1.A'],
    ]);
    expect(result).toEqual({ importados: 3, ignorados: 0, erros: [] });
  });

  it('keeps an inch mark inside an unquoted description as text', () => {
    const csv = [HEADER, '7304.1100;;0;x;1;1;1;1;;;;;', '73041100;;0;Tubos de 1/2" de aço;1;2;3;4;;;;;'].join(
      '\n',
    );
    const { items, result } = parseIbptCsv(csv, 'ncm');
    expect(items.map((i) => i.descricao)).toEqual(['Tubos de 1/2" de aço']);
    expect(result.erros).toEqual([{ linha: 2, mensagem: 'Código inválido.' }]);
  });

  it('reports a quote that is never closed instead of failing the import', () => {
    const csv = [
      HEADER,
      '2106901;;;Outros;1;1;1;1;;;;;',
      '2203000;;;"Sem fecho;1;1;1;1;;;;;',
      '2106902;;;B;1;1;1;1;;;;;',
    ];
    const { items, result } = parseIbptCsv(csv.join('\n'), 'cest');
    expect(items.map((i) => i.codigo)).toEqual(['2106901']);
    expect(result.erros).toEqual([
      { linha: 4, mensagem: 'Quantidade de colunas diferente do layout do IBPT.' },
    ]);
  });

  it('refuses a file whose first line is not the IBPT header', () => {
    expect(() => parseIbptCsv('nome;idade\nAna;3', 'ncm')).toThrow(
      'O arquivo CSV está vazio ou não segue o layout do IBPT.',
    );
  });
});
