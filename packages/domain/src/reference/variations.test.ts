import { VARIATION_PRESETS } from './variations';

describe('VARIATION_PRESETS', () => {
  const values = (nome: string) => VARIATION_PRESETS.find((p) => p.nome === nome)?.valores;

  it('has the Gênero and Coleção values of the spec', () => {
    expect(values('Gênero')).toEqual(['Unissex', 'Masculino', 'Feminino']);
    expect(values('Coleção')).toEqual(['Verão', 'Inverno', 'Primavera', 'Outono']);
  });

  it('has ten distinct colours', () => {
    expect(new Set(values('Cor'))).toHaveProperty('size', 10);
  });

  it('has size sets for clothing, shirts, shoes and juvenile-infant', () => {
    const sizeSets = VARIATION_PRESETS.filter((p) => p.nome.startsWith('Tamanho'));
    expect(sizeSets).toHaveLength(4);
    for (const set of sizeSets) expect(set.valores.length).toBeGreaterThan(0);
  });
});
