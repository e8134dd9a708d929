import { findState, STATES } from './states';

describe('STATES', () => {
  it('lists the 27 federative units once each', () => {
    expect(STATES).toHaveLength(27);
    expect(new Set(STATES.map((s) => s.uf)).size).toBe(27);
    expect(new Set(STATES.map((s) => s.codigoIbge)).size).toBe(27);
  });

  it('carries the IBGE codes', () => {
    const code = (uf: string) => STATES.find((s) => s.uf === uf)?.codigoIbge;
    expect(code('SP')).toBe(35);
    expect(code('RJ')).toBe(33);
    expect(code('MG')).toBe(31);
    expect(code('RS')).toBe(43);
    expect(code('DF')).toBe(53);
    expect(code('AC')).toBe(12);
    expect(code('TO')).toBe(17);
  });

  it('finds a state by UF or IBGE code', () => {
    expect(findState('sp')?.nome).toBe('São Paulo');
    expect(findState(41)?.uf).toBe('PR');
    expect(findState('29')?.uf).toBe('BA');
    expect(findState('XX')).toBeUndefined();
  });
});
