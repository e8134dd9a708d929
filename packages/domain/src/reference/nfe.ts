// Codes of the NF-e layout (spec 001 §3). Where the spec describes a code in English, the label is the
// Portuguese text of the NF-e manual (Manual de Orientação do Contribuinte), shortened for a select.

/** Direction of a fiscal document. */
export const DocumentOperation = { ENTRADA: 0, SAIDA: 1, SERVICO_ENTRADA: 3 } as const;
export type DocumentOperation = (typeof DocumentOperation)[keyof typeof DocumentOperation];
export const DOCUMENT_OPERATION_LABELS: Readonly<Record<DocumentOperation, string>> = {
  0: 'Entrada',
  1: 'Saída',
  3: 'Serviço - Entrada',
};

/** Fiscal document model. */
export const FiscalModel = { NFE: 55, NFCE: 65 } as const;
export type FiscalModel = (typeof FiscalModel)[keyof typeof FiscalModel];
export const FISCAL_MODEL_LABELS: Readonly<Record<FiscalModel, string>> = { 55: 'NF-e', 65: 'NFC-e' };

/** Purpose of the document (finNFe). */
export const DocumentPurpose = { NORMAL: 1, COMPLEMENTAR: 2, AJUSTE: 3, DEVOLUCAO: 4 } as const;
export type DocumentPurpose = (typeof DocumentPurpose)[keyof typeof DocumentPurpose];
export const DOCUMENT_PURPOSE_LABELS: Readonly<Record<DocumentPurpose, string>> = {
  1: 'Normal',
  2: 'Complementar',
  3: 'Ajuste',
  4: 'Devolução/Retorno',
};

/** Emission type (tpEmis). */
export const EmissionType = {
  NORMAL: 1,
  CONTINGENCIA_FS: 2,
  SCAN: 3,
  DPEC: 4,
  FSDA: 5,
  SVC_AN: 6,
  SVC_RS: 7,
  OFFLINE_NFCE: 9,
} as const;
export type EmissionType = (typeof EmissionType)[keyof typeof EmissionType];
export const EMISSION_TYPE_LABELS: Readonly<Record<EmissionType, string>> = {
  1: 'Normal',
  2: 'Contingência FS-IA',
  3: 'Contingência SCAN',
  4: 'Contingência DPEC',
  5: 'Contingência FS-DA',
  6: 'Contingência SVC-AN',
  7: 'Contingência SVC-RS',
  9: 'Contingência off-line da NFC-e',
};

/** DANFE print layout (tpImp). */
export const PrintLayout = { RETRATO: 1, PAISAGEM: 2 } as const;
export type PrintLayout = (typeof PrintLayout)[keyof typeof PrintLayout];
export const PRINT_LAYOUT_LABELS: Readonly<Record<PrintLayout, string>> = { 1: 'Retrato', 2: 'Paisagem' };

/** Destination of the operation (idDest). */
export const OperationDestination = { INTERNA: 1, INTERESTADUAL: 2, EXTERIOR: 3 } as const;
export type OperationDestination = (typeof OperationDestination)[keyof typeof OperationDestination];
export const OPERATION_DESTINATION_LABELS: Readonly<Record<OperationDestination, string>> = {
  1: 'Operação interna',
  2: 'Operação interestadual',
  3: 'Operação com exterior',
};

/** Buyer's presence (indPres). */
export const AttendanceType = {
  NAO_SE_APLICA: 0,
  PRESENCIAL: 1,
  INTERNET: 2,
  TELEATENDIMENTO: 3,
  ENTREGA_DOMICILIO: 4,
  PRESENCIAL_FORA: 5,
  OUTROS: 9,
} as const;
export type AttendanceType = (typeof AttendanceType)[keyof typeof AttendanceType];
export const ATTENDANCE_TYPE_LABELS: Readonly<Record<AttendanceType, string>> = {
  0: 'Não se aplica',
  1: 'Operação presencial',
  2: 'Operação não presencial, pela Internet',
  3: 'Operação não presencial, Teleatendimento',
  4: 'NFC-e em operação com entrega a domicílio',
  5: 'Operação presencial, fora do estabelecimento',
  9: 'Operação não presencial, outros',
};

/** Freight responsibility (modFrete). */
export const FreightType = {
  EMITENTE: 0,
  DESTINATARIO: 1,
  TERCEIROS: 2,
  PROPRIO_REMETENTE: 3,
  PROPRIO_DESTINATARIO: 4,
  SEM_FRETE: 9,
} as const;
export type FreightType = (typeof FreightType)[keyof typeof FreightType];
export const FREIGHT_TYPE_LABELS: Readonly<Record<FreightType, string>> = {
  0: 'Contratação do Frete por conta do Remetente (CIF)',
  1: 'Contratação do Frete por conta do Destinatário/Remetente (FOB)',
  2: 'Contratação do Frete por conta de Terceiros',
  3: 'Transporte Próprio por conta do Remetente',
  4: 'Transporte Próprio por conta do Destinatário',
  9: 'Sem Ocorrência de Transporte',
};
/** Codes that exist only in layout version 4.00. */
export const FREIGHT_TYPES_VERSION_400_ONLY: readonly FreightType[] = [3, 4];

/** Tax situation of an item. */
export const TaxSituation = { TRIBUTADO: 0, NAO_TRIBUTADO: 1, ISENTO: 4, SUBSTITUICAO: 6, ISSQN: 9 } as const;
export type TaxSituation = (typeof TaxSituation)[keyof typeof TaxSituation];
export const TAX_SITUATION_LABELS: Readonly<Record<TaxSituation, string>> = {
  0: 'Tributado',
  1: 'Não tributado',
  4: 'Isento',
  6: 'Substituição tributária',
  9: 'ISSQN',
};
