/** Who a person record is in a document (spec 001 §3). */
export const PartyType = { CLIENTE: 0, FORNECEDOR: 1, FILIAL: 2, TRANSPORTADORA: 5 } as const;
export type PartyType = (typeof PartyType)[keyof typeof PartyType];

export const PARTY_TYPE_LABELS: Readonly<Record<PartyType, string>> = {
  0: 'Cliente',
  1: 'Fornecedor',
  2: 'Filial',
  5: 'Transportadora',
};

/** Which document a person record carries: 1 CNPJ, 0 CPF. */
export const PersonDocumentModel = { CPF: 0, CNPJ: 1 } as const;
export type PersonDocumentModel = (typeof PersonDocumentModel)[keyof typeof PersonDocumentModel];

export const PERSON_DOCUMENT_MODEL_LABELS: Readonly<Record<PersonDocumentModel, string>> = {
  0: 'CPF',
  1: 'CNPJ',
};

/** Document formats of the spec (spec 001 §5). */
export const DocumentFormat = { CPF: 'cpf', CNPJ: 'cnpj' } as const;
export type DocumentFormat = (typeof DocumentFormat)[keyof typeof DocumentFormat];

/** ICMS contributor indicator of the recipient (NF-e indIEDest). */
export const ContributorType = { CONTRIBUINTE: 1, ISENTO: 2, NAO_CONTRIBUINTE: 9 } as const;
export type ContributorType = (typeof ContributorType)[keyof typeof ContributorType];

// Labels of the NF-e manual, where the spec describes the codes in English.
export const CONTRIBUTOR_TYPE_LABELS: Readonly<Record<ContributorType, string>> = {
  1: 'Contribuinte ICMS',
  2: 'Contribuinte isento de Inscrição no cadastro de Contribuintes do ICMS',
  9: 'Não Contribuinte',
};
