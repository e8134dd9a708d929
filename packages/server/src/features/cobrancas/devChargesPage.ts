import { formatBRL, formatDate, MESSAGES } from '@erp/domain';
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
  const page = MESSAGES.billing.devPage;
  const rows = charges
    .map(
      (c) => `<tr id="${escapeHtml(c.id)}"><td>${escapeHtml(c.empresa)}</td><td>${escapeHtml(c.filial)}</td>
<td>${escapeHtml(c.plano)}</td><td>${escapeHtml(formatBRL(c.valor))}</td><td>${escapeHtml(formatDate(c.vencimento))}</td>
<td><code>${escapeHtml(c.linhaDigitavel ?? '')}</code></td>
<td><form method="post" action="/dev/cobrancas/${encodeURIComponent(c.id)}/pagar"><button>${page.pay}</button></form></td></tr>`,
    )
    .join('\n');
  const columns = [
    MESSAGES.charges.columns.empresa,
    MESSAGES.charges.columns.filial,
    MESSAGES.charges.columns.plano,
    MESSAGES.charges.columns.valor,
    MESSAGES.charges.columns.vencimento,
    MESSAGES.charges.line,
  ];
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${page.title}</title></head>
<body><h1>${page.title}</h1>
<p>${page.note}</p>
<table><thead><tr>${columns.map((name) => `<th>${name}</th>`).join('')}<th></th></tr></thead>
<tbody>${rows || `<tr><td colspan="7">${page.empty}</td></tr>`}</tbody></table></body></html>`;
}
