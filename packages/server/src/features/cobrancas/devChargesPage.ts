import { formatBRL, formatDate } from '@erp/domain';
import { escapeHtml } from '../../http/escapeHtml';

/** An open charge as the development page lists it. */
export interface DevCharge {
  id: string;
  empresa: string;
  filial: string;
  plano: string;
  valor: number;
  vencimento: string;
  linhaDigitavel: string | null;
}

/**
 * The local provider's payment page: one row per open charge with a "Pagar" button (a form post, no script: the API's
 * CSP allows none). Company names come from sign-ups, so every value is escaped.
 */
export function devChargesPage(charges: DevCharge[]): string {
  const rows = charges
    .map(
      (c) => `<tr id="${escapeHtml(c.id)}"><td>${escapeHtml(c.empresa)}</td><td>${escapeHtml(c.filial)}</td>
<td>${escapeHtml(c.plano)}</td><td>${escapeHtml(formatBRL(c.valor))}</td><td>${escapeHtml(formatDate(c.vencimento))}</td>
<td><code>${escapeHtml(c.linhaDigitavel ?? '')}</code></td>
<td><form method="post" action="/dev/cobrancas/${encodeURIComponent(c.id)}/pagar"><button>Pagar</button></form></td></tr>`,
    )
    .join('\n');
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Cobranças em aberto (provedor local)</title></head>
<body><h1>Cobranças em aberto (provedor local)</h1>
<p>Desenvolvimento apenas: "Pagar" faz o provedor local enviar o webhook assinado de pagamento à API.</p>
<table><thead><tr><th>Empresa</th><th>Filial</th><th>Plano</th><th>Valor</th><th>Vencimento</th><th>Linha digitável</th><th></th></tr></thead>
<tbody>${rows || '<tr><td colspan="7">Nenhuma cobrança em aberto.</td></tr>'}</tbody></table></body></html>`;
}
