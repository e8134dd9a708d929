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

/** The electronic means (cards, instant payment, transfers): the NF-e asks for their card/PSP group. */
const DIGITAL_CODES: ReadonlySet<string> = new Set(['03', '04', '17', '18', '20', '22']);

/** Layout 4.00 added every form from 15 on; 14 Duplicata Mercantil is the last one of layout 3.10. */
const FIRST_VERSION_400_CODE = 15;

function paymentForm(codigo: string, descricao: string): PaymentForm {
  return {
    codigo,
    descricao,
    digital: DIGITAL_CODES.has(codigo),
    somenteVersao400: Number(codigo) >= FIRST_VERSION_400_CODE,
  };
}

/**
 * NF-e payment forms 01 to 22 and 90, the spec's range, with the current official names
 * (NT 2020.006 and NT 2023.004). 14 Duplicata Mercantil belongs to layout 3.10 only.
 */
export const PAYMENT_FORMS: readonly PaymentForm[] = [
  paymentForm('01', 'Dinheiro'),
  paymentForm('02', 'Cheque'),
  paymentForm('03', 'Cartão de Crédito'),
  paymentForm('04', 'Cartão de Débito'),
  paymentForm('05', 'Cartão da Loja (Private Label), Crediário Digital, Outros Crediários'),
  paymentForm('10', 'Vale Alimentação'),
  paymentForm('11', 'Vale Refeição'),
  paymentForm('12', 'Vale Presente'),
  paymentForm('13', 'Vale Combustível'),
  paymentForm('14', 'Duplicata Mercantil'),
  paymentForm('15', 'Boleto Bancário'),
  paymentForm('16', 'Depósito Bancário'),
  paymentForm('17', 'Pagamento Instantâneo (PIX) - Dinâmico'),
  paymentForm('18', 'Transferência bancária, Carteira Digital'),
  paymentForm('19', 'Programa de fidelidade, Cashback, Crédito Virtual'),
  paymentForm('20', 'Pagamento Instantâneo (PIX) - Estático'),
  paymentForm('21', 'Crédito em Loja'),
  paymentForm('22', 'Pagamento Eletrônico não Informado - falha de hardware do sistema emissor'),
  paymentForm('90', 'Sem pagamento'),
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
