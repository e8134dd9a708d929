import type { CobrancaStatus } from '../entities';

// Subscription charges and the billing provider's webhook (issue 31): the spec leaves them to us, the wording is ours.
// The API answers these texts as they are; the plans screen and the administration area show them.

/** Answers of the charge routes, the webhook and the staff's manual settlement. */
export const BILLING_MESSAGES = {
  chargeNotFound: 'Cobrança não encontrada.',
  chargeCancelled: 'Esta cobrança foi cancelada e não pode ser paga.',
  amountMismatch: 'O valor pago não confere com o valor da cobrança.',
  alreadyPaid: 'Esta cobrança já foi paga.',
  webhookSignature: 'Assinatura do webhook inválida.',
  webhookTimestamp: 'Carimbo de tempo do webhook ausente ou fora da janela permitida.',
  webhookReplay: 'Evento de webhook já recebido.',
  webhookBody: 'Corpo do webhook inválido.',
  webhookEventType: 'Tipo de evento de webhook não suportado.',
  reasonRequired: 'Informe o motivo da baixa manual (mínimo de 10 caracteres).',
  reasonTooLong: 'O motivo deve ter no máximo 500 caracteres.',
  invalidStatus: 'O campo status é inválido.',
  providerUnavailable: 'Não foi possível gerar a cobrança agora. Tente novamente em instantes.',
  /** The local provider's payment page for development (`/dev/cobrancas`); its columns are the charge list's. */
  devPage: {
    title: 'Cobranças em aberto (provedor local)',
    note: 'Desenvolvimento apenas: "Pagar" faz o provedor local enviar o webhook assinado de pagamento à API.',
    pay: 'Pagar',
    empty: 'Nenhuma cobrança em aberto.',
  },
} as const;

/** Answers of the plan routes: the reads of a brand's plans and the plan actions on a branch. */
export const PLAN_MESSAGES = {
  notFound: 'Plano não encontrado.',
  adminOnly: 'Apenas administradores podem alterar o plano da filial.',
  alreadyContracted: 'A filial já possui um contrato. Use a migração de plano.',
  noContract: 'A filial ainda não possui um contrato. Contrate um plano primeiro.',
  samePlan: 'A filial já está neste plano.',
} as const;

/** Texts of the charge card of the plans screen and of the administration area's charge list. */
export const CHARGE_SCREEN_MESSAGES = {
  title: 'Cobrança da assinatura',
  amount: 'Valor',
  dueDate: 'Vencimento',
  line: 'Linha digitável',
  link: 'Pagar online',
  copyLine: 'Copiar linha digitável',
  copied: 'Linha digitável copiada.',
  status: {
    aberta: 'Aberta',
    paga: 'Paga',
    cancelada: 'Cancelada',
    vencida: 'Vencida',
  } satisfies Record<CobrancaStatus, string>,
  openHint: 'O acesso é liberado assim que o pagamento for confirmado pelo banco.',
  paidHint: 'Pagamento confirmado. Obrigado!',
  issued: 'Cobrança gerada. O acesso será liberado após a confirmação do pagamento.',
  markPaid: 'Dar baixa',
  markPaidTitle: 'Baixa manual da cobrança',
  reason: 'Motivo',
  markPaidDone: 'Baixa registrada.',
  adminTitle: 'Cobranças',
  loadError: 'Não foi possível carregar as cobranças.',
  columns: {
    empresa: 'Empresa',
    filial: 'Filial',
    plano: 'Plano',
    valor: 'Valor',
    vencimento: 'Vencimento',
    status: 'Situação',
    baixa: 'Baixa',
  },
  settlement: { webhook: 'Banco', manual: 'Manual' },
} as const;
