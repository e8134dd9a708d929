import { MESSAGES } from '@erp/domain';
import { escapeHtml } from '../http/escapeHtml';
import { linkHtml, mailOf, plain } from './emailHtml';
import type { MailMessage } from './mailer';
import type { TokenLinkEmail } from './sendTokenLink';

const BUTTON_STYLE =
  'display: inline-block; padding: 10px 18px; background: #1976d2; color: #fff; text-decoration: none; border-radius: 4px';

/** The password recovery e-mail, in Portuguese, with the brand's name. */
export function recoveryEmail(input: TokenLinkEmail & { validityMinutes: number }): MailMessage {
  const { to, nome, brand, link, validityMinutes } = input;
  const m = MESSAGES.recoveryEmail;
  return mailOf(to, m.subject(brand), [
    plain(m.greeting(nome)),
    // In HTML the brand stands out and a button takes the place of "open the link below".
    { text: `${m.request(brand)}\n${m.openLink}`, html: m.request(`<strong>${escapeHtml(brand)}</strong>`) },
    { html: `<a href="${escapeHtml(link)}" style="${BUTTON_STYLE}">${m.button}</a>` },
    { text: link, html: `${m.copyLink}<br />${linkHtml(link)}` },
    plain(m.validity(validityMinutes), m.notYou),
    plain(m.signature(brand)),
  ]);
}
