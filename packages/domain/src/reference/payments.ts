/** One NF-e payment form (tPag). */
export interface PaymentForm {
  /** Two-digit code of the NF-e layout. */
  codigo: string;
  descricao: string;
  /** Electronic means (cards, instant payment, transfers): the NF-e asks for the card/PSP group. */
  digital: boolean;
  /** Exists only in layout version 4.00. */
  somenteVersao400: boolean;
}

/**
 * NF-e payment forms 01 to 22 and 90, the spec's range, with the current official names
 * (NT 2020.006 and NT 2023.004). 14 Duplicata Mercantil belongs to layout 3.10 only.
 */
export const PAYMENT_FORMS: readonly PaymentForm[] = [
  { codigo: '01', descricao: 'Dinheiro', digital: false, somenteVersao400: false },
  { codigo: '02', descricao: 'Cheque', digital: false, somenteVersao400: false },
  { codigo: '03', descricao: 'Cartão de Crédito', digital: true, somenteVersao400: false },
  { codigo: '04', descricao: 'Cartão de Débito', digital: true, somenteVersao400: false },
  {
    codigo: '05',
    descricao: 'Cartão da Loja (Private Label), Crediário Digital, Outros Crediários',
    digital: false,
    somenteVersao400: false,
  },
  { codigo: '10', descricao: 'Vale Alimentação', digital: false, somenteVersao400: false },
  { codigo: '11', descricao: 'Vale Refeição', digital: false, somenteVersao400: false },
  { codigo: '12', descricao: 'Vale Presente', digital: false, somenteVersao400: false },
  { codigo: '13', descricao: 'Vale Combustível', digital: false, somenteVersao400: false },
  { codigo: '14', descricao: 'Duplicata Mercantil', digital: false, somenteVersao400: false },
  { codigo: '15', descricao: 'Boleto Bancário', digital: false, somenteVersao400: true },
  { codigo: '16', descricao: 'Depósito Bancário', digital: false, somenteVersao400: true },
  {
    codigo: '17',
    descricao: 'Pagamento Instantâneo (PIX) - Dinâmico',
    digital: true,
    somenteVersao400: true,
  },
  {
    codigo: '18',
    descricao: 'Transferência bancária, Carteira Digital',
    digital: true,
    somenteVersao400: true,
  },
  {
    codigo: '19',
    descricao: 'Programa de fidelidade, Cashback, Crédito Virtual',
    digital: false,
    somenteVersao400: true,
  },
  {
    codigo: '20',
    descricao: 'Pagamento Instantâneo (PIX) - Estático',
    digital: true,
    somenteVersao400: true,
  },
  { codigo: '21', descricao: 'Crédito em Loja', digital: false, somenteVersao400: true },
  {
    codigo: '22',
    descricao: 'Pagamento Eletrônico não Informado - falha de hardware do sistema emissor',
    digital: true,
    somenteVersao400: true,
  },
  { codigo: '90', descricao: 'Sem pagamento', digital: false, somenteVersao400: true },
];

/** Card brands of the NF-e (tBand) 01 to 27 and 99, official names of NT 2020.006. */
export const CARD_BRANDS: readonly { codigo: string; descricao: string }[] = [
  { codigo: '01', descricao: 'Visa' },
  { codigo: '02', descricao: 'Mastercard' },
  { codigo: '03', descricao: 'American Express' },
  { codigo: '04', descricao: 'Sorocred' },
  { codigo: '05', descricao: 'Diners Club' },
  { codigo: '06', descricao: 'Elo' },
  { codigo: '07', descricao: 'Hipercard' },
  { codigo: '08', descricao: 'Aura' },
  { codigo: '09', descricao: 'Cabal' },
  { codigo: '10', descricao: 'Alelo' },
  { codigo: '11', descricao: 'Banes Card' },
  { codigo: '12', descricao: 'CalCard' },
  { codigo: '13', descricao: 'Credz' },
  { codigo: '14', descricao: 'Discover' },
  { codigo: '15', descricao: 'GoodCard' },
  { codigo: '16', descricao: 'GreenCard' },
  { codigo: '17', descricao: 'Hiper' },
  { codigo: '18', descricao: 'JcB' },
  { codigo: '19', descricao: 'Mais' },
  { codigo: '20', descricao: 'MaxVan' },
  { codigo: '21', descricao: 'Policard' },
  { codigo: '22', descricao: 'RedeCompras' },
  { codigo: '23', descricao: 'Sodexo' },
  { codigo: '24', descricao: 'ValeCard' },
  { codigo: '25', descricao: 'Verocheque' },
  { codigo: '26', descricao: 'VR' },
  { codigo: '27', descricao: 'Ticket' },
  { codigo: '99', descricao: 'Outros' },
];
