import { acmeWhiteLabel } from '../../test/adminFixtures';
import { updateOf, valuesOf, WHITE_LABEL_RULES } from './whiteLabelValues';

describe('white-label form values', () => {
  it('sends back only the misc settings the API accepts, colours lower-cased, a cleared colour removed', () => {
    const brand = acmeWhiteLabel({
      misc: {
        customThemeColor: '#8e24aa',
        secondaryThemeColor: '#ffb300',
        scriptLink: 'https://x.com.br/a.js',
      },
    });
    (brand.misc as Record<string, unknown>).capaAuth = { tipo: 'html', valor: 'velho' };
    const update = updateOf(
      { ...valuesOf(brand), customThemeColor: '#00AA00', secondaryThemeColor: '' },
      brand,
    );
    expect(update.misc).toMatchObject({ customThemeColor: '#00aa00', scriptLink: 'https://x.com.br/a.js' });
    expect(update.misc).not.toHaveProperty('secondaryThemeColor');
    expect(update.misc).not.toHaveProperty('capaAuth');
  });

  it('keeps the CRM token unless one is typed or its removal asked', () => {
    const brand = acmeWhiteLabel();
    const values = valuesOf(brand);
    expect(values.crmToken).toBe('');
    expect(updateOf(values, brand).crm).toEqual({ stageId: 3, baseUrl: 'https://crm.acme.com.br' });
    expect(updateOf({ ...values, crmToken: ' novo ' }, brand).crm).toMatchObject({ token: 'novo' });
    expect(updateOf({ ...values, crmRemoveToken: true }, brand).crm).toMatchObject({ token: '' });
  });

  it('saves no CRM when every CRM field is cleared and no token stays', () => {
    const brand = acmeWhiteLabel();
    const cleared = { ...valuesOf(brand), crmBaseUrl: '', crmStageId: '', crmRemoveToken: true };
    expect(updateOf(cleared, brand).crm).toBeNull();
    expect(
      updateOf(valuesOf(acmeWhiteLabel({ crm: null })), acmeWhiteLabel({ crm: null })),
    ).not.toHaveProperty('crm');
  });

  it("takes the documents as http(s) addresses or the API's own files, as the seeded brands have them", () => {
    const rule = WHITE_LABEL_RULES.termos;
    expect(rule('/assets/docs/termos-de-uso.html')).toBeNull();
    expect(rule('https://acme.com.br/termos')).toBeNull();
    expect(rule('')).toBeNull();
    expect(rule('javascript:alert(1)')).toBe('Formato inválido!');
    expect(rule('/etc/passwd')).toBe('Formato inválido!');
    expect(WHITE_LABEL_RULES.privacidade('/assets/docs/politica-de-privacidade.html')).toBeNull();
  });

  it('checks the cover by its kind', () => {
    const values = valuesOf(acmeWhiteLabel());
    const rule = WHITE_LABEL_RULES.capaValor;
    expect(rule('', { ...values, capaTipo: 'nenhuma' })).toBeNull();
    expect(rule('', { ...values, capaTipo: 'url' })).toBe('Campo Obrigatório!');
    expect(rule('javascript:alert(1)', { ...values, capaTipo: 'url' })).toBe('Formato inválido!');
    expect(rule('/assets/capa.png', { ...values, capaTipo: 'imagem' })).toBeNull();
    expect(rule('/assets/capa.png', { ...values, capaTipo: 'url' })).toBe('Formato inválido!');
    expect(rule('x'.repeat(50 * 1024 + 1), { ...values, capaTipo: 'html' })).toBe('Máximo 51200 caracteres!');
  });
});
