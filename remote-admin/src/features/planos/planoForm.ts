import type { Plano, PlanoModulo } from '@erp/api-client';
import { MESSAGES } from '@erp/domain';
import type { PlanoInput } from './planosApi';

const V = MESSAGES.validation;

/** What the plan form edits; the money field is empty (''), not 0, until typed. */
export interface PlanoFormValues {
  nome: string;
  descricao: string;
  idExterno: string;
  valorMensal: number | '';
  ativo: boolean;
  modulos: PlanoModulo[];
}

export const NOME_MAX = 100;
export const DESCRICAO_MAX = 500;
export const ID_EXTERNO_MAX = 100;
/** The most a month of one plan may cost: keeps a typo (an extra zero or two) from reaching the billing system. */
export const VALOR_MAX = 100_000;

/** The form's start: the plan being edited, or an empty active plan. */
export const planoFormValues = (plano?: Plano): PlanoFormValues => ({
  nome: plano?.nome ?? '',
  descricao: plano?.descricao ?? '',
  idExterno: plano?.idExterno ?? '',
  valorMensal: plano?.valorMensal ?? '',
  ativo: plano?.ativo ?? true,
  modulos: plano?.modulos ?? [],
});

const text = (max: number, required: boolean) => (value: string) => {
  if (required && value.trim() === '') return V.required;
  return value.length > max ? V.maxLength(max) : null;
};

/** Field rules (spec 001 §5 messages, shown after submit). */
export const planoValidation = {
  nome: text(NOME_MAX, true),
  descricao: text(DESCRICAO_MAX, false),
  idExterno: text(ID_EXTERNO_MAX, true),
  valorMensal: (value: number | '') => {
    if (value === '') return V.required;
    if (value < 0) return V.minValue('R$ 0,00');
    return value > VALOR_MAX ? V.maxValue('R$ 100.000,00') : null;
  },
};

/** The body of `POST/PUT Planos` for the brand. */
export const planoInput = (values: PlanoFormValues, idConfig: number): PlanoInput => ({
  nome: values.nome.trim(),
  descricao: values.descricao.trim(),
  idExterno: values.idExterno.trim(),
  valorMensal: Number(values.valorMensal),
  ativo: values.ativo,
  modulos: values.modulos,
  configWhiteLabel: idConfig,
});
