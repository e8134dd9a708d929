/** Product type (SPED item type), spec 001 §3. */
export const ProductType = {
  MERCADORIA_REVENDA: 0,
  MATERIA_PRIMA: 1,
  EMBALAGEM: 2,
  PRODUTO_EM_PROCESSO: 3,
  PRODUTO_ACABADO: 4,
  SUBPRODUTO: 5,
  PRODUTO_INTERMEDIARIO: 6,
  MATERIAL_USO_CONSUMO: 7,
  ATIVO_IMOBILIZADO: 8,
  SERVICOS: 9,
  OUTROS_INSUMOS: 10,
  OUTRAS: 99,
} as const;
export type ProductType = (typeof ProductType)[keyof typeof ProductType];

export const PRODUCT_TYPE_LABELS: Readonly<Record<ProductType, string>> = {
  0: 'Mercadoria Revenda',
  1: 'Matéria Prima',
  2: 'Embalagem',
  3: 'Produto em Processo',
  4: 'Produto Acabado',
  5: 'Subproduto',
  6: 'Produto Intermediário',
  7: 'Material de Uso e Consumo',
  8: 'Ativo Imobilizado',
  9: 'Serviços',
  10: 'Outros insumos',
  99: 'Outras',
};

/** Origin of the goods (ICMS orig), 0 to 8. */
export const ProductOrigin = {
  NACIONAL: 0,
  ESTRANGEIRA_IMPORTACAO_DIRETA: 1,
  ESTRANGEIRA_MERCADO_INTERNO: 2,
  NACIONAL_IMPORTACAO_40_70: 3,
  NACIONAL_PROCESSOS_BASICOS: 4,
  NACIONAL_IMPORTACAO_ATE_40: 5,
  ESTRANGEIRA_IMPORTACAO_DIRETA_SEM_SIMILAR: 6,
  ESTRANGEIRA_MERCADO_INTERNO_SEM_SIMILAR: 7,
  NACIONAL_IMPORTACAO_ACIMA_70: 8,
} as const;
export type ProductOrigin = (typeof ProductOrigin)[keyof typeof ProductOrigin];

// The spec gives the range only; these are the official texts of the ICMS origin table.
export const PRODUCT_ORIGIN_LABELS: Readonly<Record<ProductOrigin, string>> = {
  0: '0 - Nacional, exceto as indicadas nos códigos 3, 4, 5 e 8',
  1: '1 - Estrangeira - Importação direta, exceto a indicada no código 6',
  2: '2 - Estrangeira - Adquirida no mercado interno, exceto a indicada no código 7',
  3: '3 - Nacional, mercadoria ou bem com Conteúdo de Importação superior a 40% e inferior ou igual a 70%',
  4: '4 - Nacional, cuja produção tenha sido feita em conformidade com os processos produtivos básicos',
  5: '5 - Nacional, mercadoria ou bem com Conteúdo de Importação inferior ou igual a 40%',
  6: '6 - Estrangeira - Importação direta, sem similar nacional, constante em lista da CAMEX e gás natural',
  7: '7 - Estrangeira - Adquirida no mercado interno, sem similar nacional, constante em lista da CAMEX e gás natural',
  8: '8 - Nacional, mercadoria ou bem com Conteúdo de Importação superior a 70%',
};

/** ICMS rates offered in the tax forms, in percent. */
export const ICMS_RATES: readonly number[] = [0, 4, 7, 8.4, 12, 17, 18, 19, 19.5, 20, 20.5, 21, 22, 25, 29];
