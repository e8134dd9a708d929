import { ADMIN_MESSAGES, type IbptImportResult, type IbptItem } from '@erp/domain';
import { parse, type Info } from 'csv-parse/sync';

/** IBPT's CSV layout: `codigo;ex;tipo;descricao;nacionalfederal;importadosfederal;estadual;municipal;vigenciainicio;vigenciafim;chave;versao;fonte`. */
const COLUMNS = 13;
const MAX_ERRORS = 100;

export type IbptKind = 'ncm' | 'cest';

/** What a code of each table looks like: NCM 8 digits, CEST 7. */
const CODE: Record<IbptKind, RegExp> = { ncm: /^\d{8}$/, cest: /^\d{7}$/ };

/** Bytes of an IBPT file as text: UTF-8 when valid, otherwise Latin-1 (the files IBPT publishes). */
export function decodeCsv(bytes: Buffer): string {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  return text.includes('\uFFFD') ? bytes.toString('latin1') : text.replace(/^\uFEFF/, '');
}

function rate(value: string | undefined): number | null {
  const n = Number((value ?? '').trim().replace(',', '.'));
  return value?.trim() && Number.isFinite(n) && n >= 0 && n <= 100 ? Math.round(n * 100) / 100 : null;
}

/**
 * Reads an IBPT table. The NCM file also carries NBS and LC 116 rows (`tipo` 1 and 2): they are ignored, not errors.
 * Each bad line is an error with its line number; good lines are returned to be saved.
 */
export function parseIbptCsv(text: string, kind: IbptKind): { items: IbptItem[]; result: IbptImportResult } {
  const result: IbptImportResult = { importados: 0, ignorados: 0, erros: [] };
  const items: IbptItem[] = [];
  const error = (linha: number, mensagem: string) => {
    if (result.erros.length < MAX_ERRORS) result.erros.push({ linha, mensagem });
  };
  // csv-parse follows RFC 4180: a quoted description may hold `;`, `""` or a line break. What it cannot read (a quote
  // opened and never closed runs to the end of the file) is reported like a line with the wrong columns. `info: true`
  // wraps each record with the line it ends on, which csv-parse's sync typings leave out (hence the cast).
  const records = parse(text, {
    delimiter: ';',
    bom: true,
    trim: true,
    info: true,
    relax_column_count: true,
    // An inch mark inside an unquoted description (`Tubos de 1/2"`) is text, as IBPT writes it.
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    on_skip: (skipped) => {
      error(Number(skipped?.lines ?? 0), ADMIN_MESSAGES.ibptLine.columns);
      return undefined;
    },
  }) as unknown as { record: string[]; info: Info }[];
  const [header, ...rows] = records;
  if (header?.record[0]?.toLowerCase() !== 'codigo' || header.info.lines !== 1)
    throw new Error(ADMIN_MESSAGES.ibptEmpty);
  for (const { record: cols, info } of rows) {
    const linha = info.lines;
    if (cols.length < COLUMNS - 1) {
      error(linha, ADMIN_MESSAGES.ibptLine.columns);
      continue;
    }
    const [codigo = '', ex = '', tipo = '', descricao = '', nf, imp, est, mun, inicio, fim, , versao] = cols;
    if (kind === 'ncm' && tipo !== '0' && tipo !== '') {
      result.ignorados += 1;
      continue;
    }
    if (!CODE[kind].test(codigo)) {
      error(linha, ADMIN_MESSAGES.ibptLine.code);
      continue;
    }
    const rates = [rate(nf), rate(imp), rate(est), rate(mun)];
    if (rates.some((r) => r === null)) {
      error(linha, ADMIN_MESSAGES.ibptLine.rate);
      continue;
    }
    const [nacionalFederal, importadosFederal, estadual, municipal] = rates as number[];
    items.push({
      codigo,
      ex: ex.slice(0, 10),
      descricao: descricao.slice(0, 500),
      nacionalFederal: nacionalFederal!,
      importadosFederal: importadosFederal!,
      estadual: estadual!,
      municipal: municipal!,
      vigenciaInicio: inicio?.slice(0, 20) || null,
      vigenciaFim: fim?.slice(0, 20) || null,
      versao: versao?.slice(0, 20) || null,
    });
  }
  if (!items.length && !result.ignorados && !result.erros.length) throw new Error(ADMIN_MESSAGES.ibptEmpty);
  result.importados = items.length;
  return { items, result };
}
