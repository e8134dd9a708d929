/** A ready-made product variation (grade) the user can start from. */
export interface VariationPreset {
  nome: string;
  valores: readonly string[];
}

/**
 * Variation presets of spec 001 §3. Gênero and Coleção are the spec's values. The spec says "ten colours"
 * and names the size sets without their values: the colours and sizes below are the usual ones of
 * Brazilian retail, our choice.
 */
export const VARIATION_PRESETS: readonly VariationPreset[] = [
  { nome: 'Gênero', valores: ['Unissex', 'Masculino', 'Feminino'] },
  {
    nome: 'Cor',
    valores: ['Preto', 'Branco', 'Cinza', 'Azul', 'Vermelho', 'Verde', 'Amarelo', 'Rosa', 'Marrom', 'Bege'],
  },
  { nome: 'Coleção', valores: ['Verão', 'Inverno', 'Primavera', 'Outono'] },
  { nome: 'Tamanho (Vestuário)', valores: ['PP', 'P', 'M', 'G', 'GG', 'XG', 'XGG'] },
  { nome: 'Tamanho (Camisas)', valores: ['1', '2', '3', '4', '5', '6', '7', '8'] },
  {
    nome: 'Tamanho (Calçados)',
    valores: ['33', '34', '35', '36', '37', '38', '39', '40', '41', '42', '43', '44'],
  },
  { nome: 'Tamanho (Infanto-juvenil)', valores: ['2', '4', '6', '8', '10', '12', '14', '16'] },
];
