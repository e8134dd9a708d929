import type {
  AjudaLink,
  AuditEntry,
  Banco,
  FinanceiroWhiteLabel,
  IbptImportResult,
  IbptItem,
  NpsResumo,
  PdvVersao,
} from '@erp/domain';
import * as v from 'valibot';
import { count, amount } from '../schemas/numbers';

// The admin tools of the admin API contract (S1): audit log, product-owner items, help links and NPS.

const money = v.pipe(v.number(), v.finite());

/** One row of `GET Admin/auditoria?filter=`; `de`/`para` are whatever JSON the change recorded. */
export const AuditEntryListSchema: v.GenericSchema<unknown, AuditEntry[]> = v.array(
  v.object({
    id: v.number(),
    data: v.string(),
    usuario: v.object({ id: v.number(), nome: v.string(), email: v.string() }),
    idConfig: v.optional(v.nullable(v.number()), null),
    acao: v.string(),
    alvo: v.string(),
    de: v.optional(v.unknown(), null),
    para: v.optional(v.unknown(), null),
  }),
);

export const BancoSchema: v.GenericSchema<unknown, Banco> = v.object({
  id: v.number(),
  codigo: v.string(),
  nome: v.string(),
});

export const BancoListSchema: v.GenericSchema<unknown, Banco[]> = v.array(BancoSchema);

/** `POST Admin/ibpt/:tipo`: what the CSV import did, line by line for the refused ones. */
export const IbptImportResultSchema: v.GenericSchema<unknown, IbptImportResult> = v.object({
  importados: count,
  ignorados: count,
  erros: v.optional(v.array(v.object({ linha: v.number(), mensagem: v.string() })), []),
});

/** `GET Admin/ibpt/:tipo?busca=`: the imported NCM or CEST rows. */
export const IbptItemListSchema: v.GenericSchema<unknown, IbptItem[]> = v.array(
  v.object({
    codigo: v.string(),
    ex: v.optional(v.nullable(v.string(), ''), ''),
    descricao: v.optional(v.nullable(v.string(), ''), ''),
    nacionalFederal: amount,
    importadosFederal: amount,
    estadual: amount,
    municipal: amount,
    vigenciaInicio: v.optional(v.nullable(v.string()), null),
    vigenciaFim: v.optional(v.nullable(v.string()), null),
    versao: v.optional(v.nullable(v.string()), null),
  }),
);

export const PdvVersaoSchema: v.GenericSchema<unknown, PdvVersao> = v.object({
  versao: v.string(),
  url: v.string(),
  obrigatoria: v.boolean(),
});

/** `GET Admin/pdv-versao`: null until the first version is set. */
export const PdvVersaoAtualSchema: v.GenericSchema<unknown, PdvVersao | null> = v.nullable(PdvVersaoSchema);

export const FinanceiroWhiteLabelSchema: v.GenericSchema<unknown, FinanceiroWhiteLabel> = v.object({
  empresasAtivas: count,
  filiaisAtivas: count,
  valorPorFilial: money,
  total: money,
});

export const NpsResumoSchema: v.GenericSchema<unknown, NpsResumo> = v.object({
  nota: v.pipe(v.number(), v.minValue(-100), v.maxValue(100)),
  respostas: count,
  promotores: count,
  neutros: count,
  detratores: count,
  ultimas: v.optional(
    v.array(
      v.object({
        nota: v.pipe(v.number(), v.minValue(0), v.maxValue(10)),
        comentario: v.optional(v.nullable(v.string(), ''), ''),
        data: v.string(),
        empresa: v.string(),
      }),
    ),
    [],
  ),
});

export const AjudaLinkListSchema: v.GenericSchema<unknown, AjudaLink[]> = v.array(
  v.object({ titulo: v.string(), url: v.string() }),
);

/** `GET/PUT Admin/sequencia-filial`: a company's next branch number. */
export const SequenciaFilialSchema: v.GenericSchema<unknown, { empresaId: number; proximo: number }> =
  v.object({
    empresaId: v.number(),
    proximo: count,
  });

/** `POST Admin/excluir-produtos`: how many products went. */
export const ExcluidosSchema: v.GenericSchema<unknown, { excluidos: number }> = v.object({
  excluidos: count,
});
