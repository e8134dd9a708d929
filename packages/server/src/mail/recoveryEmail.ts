import { MESSAGES } from '@erp/domain';
import { emailHtml } from './emailHtml';
import { escapeHtml } from '../http/escapeHtml';
import type { MailMessage } from './mailer';
import type { TokenLinkEmail } from './sendTokenLink';

/** The password recovery e-mail, in Portuguese, with the brand's name. */
export function recoveryEmail(input: TokenLinkEmail & { validityMinutes: number }): MailMessage {
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
  const html = emailHtml([
    escapeHtml(m.greeting(nome)),
    m.request(`<strong>${escapeHtml(brand)}</strong>`),
    `<a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #1976d2; color: #fff; text-decoration: none; border-radius: 4px">${m.button}</a>`,
    `${m.copyLink}<br /><a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`,
    `${escapeHtml(m.validity(validityMinutes))} ${m.notYou}`,
    escapeHtml(m.signature(brand)),
  ]);
  return { to, subject: m.subject(brand), text, html };
}
