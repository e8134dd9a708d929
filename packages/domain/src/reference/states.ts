/** A Brazilian federative unit with its IBGE code. */
export interface State {
  uf: string;
  nome: string;
  codigoIbge: number;
}

/** The 27 federative units (26 states and the Distrito Federal), in IBGE code order. */
export const STATES: readonly State[] = [
  { uf: 'RO', nome: 'Rondônia', codigoIbge: 11 },
  { uf: 'AC', nome: 'Acre', codigoIbge: 12 },
  { uf: 'AM', nome: 'Amazonas', codigoIbge: 13 },
  { uf: 'RR', nome: 'Roraima', codigoIbge: 14 },
  { uf: 'PA', nome: 'Pará', codigoIbge: 15 },
  { uf: 'AP', nome: 'Amapá', codigoIbge: 16 },
  { uf: 'TO', nome: 'Tocantins', codigoIbge: 17 },
  { uf: 'MA', nome: 'Maranhão', codigoIbge: 21 },
  { uf: 'PI', nome: 'Piauí', codigoIbge: 22 },
  { uf: 'CE', nome: 'Ceará', codigoIbge: 23 },
  { uf: 'RN', nome: 'Rio Grande do Norte', codigoIbge: 24 },
  { uf: 'PB', nome: 'Paraíba', codigoIbge: 25 },
  { uf: 'PE', nome: 'Pernambuco', codigoIbge: 26 },
  { uf: 'AL', nome: 'Alagoas', codigoIbge: 27 },
  { uf: 'SE', nome: 'Sergipe', codigoIbge: 28 },
  { uf: 'BA', nome: 'Bahia', codigoIbge: 29 },
  { uf: 'MG', nome: 'Minas Gerais', codigoIbge: 31 },
  { uf: 'ES', nome: 'Espírito Santo', codigoIbge: 32 },
  { uf: 'RJ', nome: 'Rio de Janeiro', codigoIbge: 33 },
  { uf: 'SP', nome: 'São Paulo', codigoIbge: 35 },
  { uf: 'PR', nome: 'Paraná', codigoIbge: 41 },
  { uf: 'SC', nome: 'Santa Catarina', codigoIbge: 42 },
  { uf: 'RS', nome: 'Rio Grande do Sul', codigoIbge: 43 },
  { uf: 'MS', nome: 'Mato Grosso do Sul', codigoIbge: 50 },
  { uf: 'MT', nome: 'Mato Grosso', codigoIbge: 51 },
  { uf: 'GO', nome: 'Goiás', codigoIbge: 52 },
  { uf: 'DF', nome: 'Distrito Federal', codigoIbge: 53 },
];

/** The state of a UF abbreviation (any case) or IBGE code; undefined when unknown. */
export function findState(ufOrIbge: string | number | null | undefined): State | undefined {
  if (ufOrIbge == null) return undefined;
  if (typeof ufOrIbge === 'number') return STATES.find((s) => s.codigoIbge === ufOrIbge);
  const key = ufOrIbge.trim().toUpperCase();
  return STATES.find((s) => s.uf === key || String(s.codigoIbge) === key);
}
