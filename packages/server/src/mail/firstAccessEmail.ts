import { ADMIN_MESSAGES } from '@erp/domain';
import { emailHtml } from './emailHtml';
import { escapeHtml } from '../http/escapeHtml';
import type { MailMessage } from './mailer';
import type { TokenLinkEmail } from './sendTokenLink';

/** The first-access invitation, in Portuguese, with the brand's name. */
export function firstAccessEmail(input: TokenLinkEmail & { validityDays: number }): MailMessage {
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
  const html = emailHtml([
    escapeHtml(m.greeting(nome)),
    `${escapeHtml(m.invite(brand))} ${escapeHtml(m.openLink)}`,
    `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`,
    escapeHtml(m.validity(validityDays)),
    escapeHtml(m.signature(brand)),
  ]);
  return { to, subject: m.subject(brand), text: lines.join('\n'), html };
}
