import { devChargesPage } from './devChargesPage';

describe('the local provider payment page', () => {
  it('escapes every value: a company named with markup shows as text, never as a tag', () => {
    const html = devChargesPage([
      {
        id: 'ch_1"><script>',
        empresa: '<script>alert(1)</script> & Cia',
        filial: "Matriz 'A'",
        plano: 'Básico',
        valor: 99.9,
        vencimento: '2026-12-10',
        linhaDigitavel: null,
      },
    ]);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62; &#38; Cia');
    expect(html).toContain('Matriz &#39;A&#39;');
    expect(html).toContain('id="ch_1&#34;&#62;&#60;script&#62;"');
    expect(html).toContain('action="/dev/cobrancas/ch_1%22%3E%3Cscript%3E/pagar"');
  });

  it('says when nothing is open', () => {
    expect(devChargesPage([])).toContain('Nenhuma cobrança em aberto.');
  });
});
