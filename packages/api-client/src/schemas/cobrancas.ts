import type { Cobranca, CobrancaAdmin } from '@erp/domain';
import * as v from 'valibot';

const entries = {
  id: v.string(),
  filialId: v.number(),
  planoId: v.number(),
  planoNome: v.string(),
  acao: v.picklist(['contratar', 'efetivar', 'migrar']),
  valor: v.pipe(v.number(), v.finite()),
  vencimento: v.string(),
  status: v.picklist(['aberta', 'paga', 'cancelada', 'vencida']),
  linhaDigitavel: v.nullable(v.string()),
  // Shown as a link: only a web address, never `javascript:` or the like.
  linkPagamento: v.nullable(v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//))),
  pagaEm: v.nullable(v.string()),
  criadaEm: v.string(),
};

/** A subscription charge (answer of the plan actions and of `GET Cobrancas`, and the socket's `cobranca`). */
export const CobrancaSchema: v.GenericSchema<unknown, Cobranca> = v.object(entries);

export const CobrancaListSchema: v.GenericSchema<unknown, Cobranca[]> = v.array(CobrancaSchema);

/** `GET Admin/cobrancas?idConfig=`: a brand's charges with whose they are and how they were settled. */
export const CobrancaAdminListSchema: v.GenericSchema<unknown, CobrancaAdmin[]> = v.array(
  v.object({
    ...entries,
    empresaNome: v.string(),
    filialNome: v.string(),
    baixa: v.nullable(v.picklist(['webhook', 'manual'])),
  }),
);
