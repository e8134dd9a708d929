import { JOB_STATUS_LABELS } from '../reference/business';

// Texts of spec 001 (main area), copied character for character, accents and their absence included.

export const ERROR_MESSAGES = {
  title: 'Atenção!',
  generic: 'Não foi possível realizar esta ação.',
  detail: 'Detalhe',
  /** Any server message containing this is shown as `duplicate`. */
  duplicateMarker: 'Registro duplicado',
  duplicate: 'Registro duplicado, verifique os dados e tente novamente',
  /** A message containing this (or status 409) is shown in an info dialog with only the message. */
  existsMarker: 'Já existe',
  /**
   * A page the user's menus do not show, or the administration area for someone who may not administer. The spec
   * words no text for it (unknown routes just go to the dashboard, §8); this one is ours.
   */
  forbiddenPage: 'Você não tem permissão para acessar esta página.',
  /** The API client's own errors: no answer (offline, DNS, CORS, timeout), or not one it can read. */
  network: 'Não foi possível conectar ao servidor.',
  unexpectedResponse: 'Resposta inesperada do servidor.',
  httpStatus: (status: number): string => `O servidor respondeu com erro (${status}).`,
  /** A brand configuration asked by its idConfig that the API does not list. */
  configNotFound: 'Configuração não encontrada.',
  /** No brand of the API list answers on the page's origin: the host cannot start. */
  noBrandForOrigin: 'Nenhuma configuração encontrada para este endereço.',
} as const;

export const DIALOG_MESSAGES = {
  confirm: 'Confirmar',
  cancel: 'Cancelar',
  /** Buttons of an alert that carries a link. */
  details: 'Ver detalhes',
  close: 'Fechar',
  /** The button of a screen whose data could not be loaded. */
  retry: 'Tentar novamente',
} as const;

/** Names of a pager's arrow buttons (Mantine draws them as icons with no text). */
export const PAGINATION_MESSAGES = {
  first: 'Primeira página',
  previous: 'Página anterior',
  next: 'Próxima página',
  last: 'Última página',
} as const;

export const EMPTY_MESSAGES = {
  list: 'Ops, nada encontrado por aqui.',
  alerts: 'Sem notificações por enquanto.',
} as const;

export const REPORT_MESSAGES = {
  columns: { relatorio: 'Relatório', formato: 'Formato', status: 'Status', data: 'Data', acoes: 'Ações' },
  status: JOB_STATUS_LABELS,
  modalTitle: (count: number): string => `Relatorios exportados ( ${count} )`,
  refresh: 'Atualizar',
  alreadyProcessing: 'Relatório já está sendo processado',
  /** The API's answers about exported reports (ours; `alreadyProcessing` is the spec's 406). */
  notFound: 'Relatório não encontrado.',
  fileMissing: 'O arquivo do relatório não está mais disponível. Gere-o novamente.',
  forbidden: 'Você não tem permissão para acessar os relatórios.',
  invalidFormat: 'Formato de relatório inválido. Use pdf ou xlsx.',
  accessTokenNotText: 'O parâmetro access_token deve ser um texto.',
  alreadyProcessingInline: 'o relatório já está sendo processado.',
  failed: (name: string, format: string): string => `Erro ao gerar ${name} ${format.toUpperCase()}`,
  popupBlocked: 'Habilite as janelas pop-up no navegador para concluir a impressão do relatório.',
  pdfFileName: 'relatorio-listagem.pdf',
  pdfFileNameOn: (date: string): string => `relatorio-listagem-${date}.pdf`,
  /** The header and footer of a generated report and of a printed or exported listing (spec 001 §9). */
  printedBy: (usuario: string): string => `Usuário: ${usuario}`,
  pageOf: (page: number, total: number): string => `Página ${page} de ${total}`,
  period: (from: string, to: string): string => `Período: ${from} a ${to}`,
  /** A report start refused (400). */
  periodRequired: 'Informe a data inicial e a data final do período.',
  periodOrder: 'A data inicial deve ser anterior ou igual à data final.',
  periodTooLong: (days: number): string => `O período do relatório deve ter no máximo ${days} dias.`,
  branchNotAllowed: 'A filial informada não está disponível para o usuário.',
  categoryNotFound: 'A categoria informada não foi encontrada.',
  sellerNotFound: 'O vendedor informado não foi encontrado.',
  invalidDate: (label: string): string => `A ${label} deve ser uma data válida no formato aaaa-mm-dd.`,
  personKind: 'O tipo de pessoa deve ser 0 (clientes) ou 1 (fornecedores).',
  entryKind: 'O tipo de lançamento deve ser receber ou pagar.',
  entryStatus: 'A situação deve ser aberto, pago ou vencido.',
  /** A report job that stopped: its runner died, or its rendering failed. */
  interrupted: 'O relatório foi interrompido. Gere-o novamente.',
  renderFailed: 'Não foi possível gerar o relatório. Tente novamente.',
} as const;

/** The what's-new wizard (both documents). */
export const NOTICE_MESSAGES = {
  title: 'Temos novidades para voce',
  previous: 'Anterior',
  next: 'Proximo',
  finish: 'Finalizar',
  // The spec describes the three notices in English only; these Portuguese texts are our wording.
  items: [
    {
      titulo: 'Alteração manual do status do boleto',
      texto:
        'Agora você pode baixar manualmente um boleto pendente pago por depósito ou em dinheiro, e cancelar um boleto pendente.',
    },
    { titulo: 'Notificações de boletos', texto: '' },
    {
      titulo: 'Parcelamento de boletos',
      texto:
        'Divida um boleto em parcelas: informe o número de parcelas, um dia fixo de vencimento, o período entre as parcelas ou datas e valores personalizados.',
    },
  ],
} as const;

/** 'ERP - {title}'. */
export const pageTitle = (title: string): string => `ERP - ${title}`;
