import { ADMIN_MESSAGES } from '@erp/domain';
import { escapeHtml } from './escapeHtml';
import type { MailMessage } from './mailer';

/** The first-access invitation, in Portuguese, with the brand's name. */
export function firstAccessEmail(input: {
  to: string;
  nome: string;
  brand: string;
  link: string;
  validityDays: number;
}): MailMessage {
  const { to, nome, brand, link, validityDays } = input;
  const m = ADMIN_MESSAGES.firstAccessEmail;
  const lines = [
    m.greeting(nome),
    '',
    m.invite(brand),
    m.openLink,
    '',
    link,
    '',
    m.validity(validityDays),
    '',
    m.signature(brand),
  ];
  const html = `<!doctype html>
<html lang="pt-BR">
  <body style="font-family: Arial, Helvetica, sans-serif; color: #333; line-height: 1.5">
    <p>${escapeHtml(m.greeting(nome))}</p>
    <p>${escapeHtml(m.invite(brand))} ${escapeHtml(m.openLink)}</p>
    <p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
    <p>${escapeHtml(m.validity(validityDays))}</p>
    <p>${escapeHtml(m.signature(brand))}</p>
  </body>
</html>`;
  return { to, subject: m.subject(brand), text: lines.join('\n'), html };
}
