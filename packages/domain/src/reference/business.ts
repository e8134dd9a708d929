/** Business segment (ramoAtividade) of a branch. */
export const BusinessSegment = {
  ALIMENTACAO: 'alimentacao',
  SUPERMERCADO: 'supermercado',
  PADARIA: 'padaria',
  SERVICOS: 'servicos',
  VAREJO: 'varejo',
  COMBUSTIVEL: 'combustivel',
  VESTUARIO: 'vestuario',
  CLINICA_MEDICA: 'clinica_medica',
  REVENDA_COMBUSTIVEL: 'revenda_combustivel',
  OUTROS: 'outros',
} as const;
export type BusinessSegment = (typeof BusinessSegment)[keyof typeof BusinessSegment];

export const BUSINESS_SEGMENT_LABELS: Readonly<Record<BusinessSegment, string>> = {
  alimentacao: 'Alimentação',
  supermercado: 'Supermercado',
  padaria: 'Padaria',
  servicos: 'Serviços',
  varejo: 'Varejo',
  combustivel: 'Combustível',
  vestuario: 'Vestuário',
  clinica_medica: 'Clínica médica',
  revenda_combustivel: 'Revenda de combustível',
  outros: 'Outros',
};

/** External systems a branch integrates with (Integracao.sistema). */
export const ExternalSystem = { BIRO_CREDITO: 1, MARKETING: 2, CORREIOS: 3, SAUDE: 4 } as const;
export type ExternalSystem = (typeof ExternalSystem)[keyof typeof ExternalSystem];

// The spec names the kinds only (credit bureau, marketing platform, postal service, health system).
export const EXTERNAL_SYSTEM_LABELS: Readonly<Record<ExternalSystem, string>> = {
  1: 'Birô de crédito',
  2: 'Plataforma de marketing',
  3: 'Correios',
  4: 'Sistema de saúde',
};

/** Report type. */
export const ReportType = { VENDAS: 1, FECHAMENTOS: 2 } as const;
export type ReportType = (typeof ReportType)[keyof typeof ReportType];
export const REPORT_TYPE_LABELS: Readonly<Record<ReportType, string>> = { 1: 'Vendas', 2: 'Fechamentos' };

/** File formats of generated reports. */
export const ReportFormat = { PDF: 'pdf', XLSX: 'xlsx' } as const;
export type ReportFormat = (typeof ReportFormat)[keyof typeof ReportFormat];

/** Status of a background job such as a report export. */
export const JobStatus = { PROCESSANDO: 0, FINALIZADO: 1, ERRO: 2 } as const;
export type JobStatus = (typeof JobStatus)[keyof typeof JobStatus];

export const JOB_STATUS_LABELS: Readonly<Record<JobStatus, string>> = {
  0: 'Processando',
  1: 'Finalizado',
  2: 'Erro',
};

/** Badge colour of each status (spec 001 §4). */
export const JOB_STATUS_COLORS: Readonly<Record<JobStatus, 'blue' | 'green' | 'red'>> = {
  0: 'blue',
  1: 'green',
  2: 'red',
};
