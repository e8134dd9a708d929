import { MESSAGES } from '@erp/domain';
import { escapeHtml } from './escapeHtml';
import type { MailMessage } from './mailer';

/** The password recovery e-mail, in Portuguese, with the brand's name. */
export function recoveryEmail(input: {
  to: string;
  nome: string;
  brand: string;
  link: string;
  validityMinutes: number;
}): MailMessage {
  const { to, nome, brand, link, validityMinutes } = input;
  const m = MESSAGES.recoveryEmail;
  const text = [
    m.greeting(nome),
    '',
    m.request(brand),
    m.openLink,
    '',
    link,
    '',
    m.validity(validityMinutes),
    m.notYou,
    '',
    m.signature(brand),
  ].join('\n');
  const html = `<!doctype html>
<html lang="pt-BR">
  <body style="font-family: Arial, Helvetica, sans-serif; color: #333; line-height: 1.5">
    <p>${escapeHtml(m.greeting(nome))}</p>
    <p>${m.request(`<strong>${escapeHtml(brand)}</strong>`)}</p>
    <p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #1976d2; color: #fff; text-decoration: none; border-radius: 4px">${m.button}</a></p>
    <p>${m.copyLink}<br /><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
    <p>${escapeHtml(m.validity(validityMinutes))} ${m.notYou}</p>
    <p>${escapeHtml(m.signature(brand))}</p>
  </body>
</html>`;
  return { to, subject: m.subject(brand), text, html };
}
