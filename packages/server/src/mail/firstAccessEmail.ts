import { ADMIN_MESSAGES } from '@erp/domain';
import { linkHtml, mailOf, plain } from './emailHtml';
import type { MailMessage } from './mailer';
import type { TokenLinkEmail } from './sendTokenLink';

/** The first-access invitation, in Portuguese, with the brand's name. */
export function firstAccessEmail(input: TokenLinkEmail & { validityDays: number }): MailMessage {
  const { to, nome, brand, link, validityDays } = input;
  const m = ADMIN_MESSAGES.firstAccessEmail;
  return mailOf(to, m.subject(brand), [
    plain(m.greeting(nome)),
    plain(m.invite(brand), m.openLink),
    { text: link, html: linkHtml(link) },
    plain(m.validity(validityDays)),
    plain(m.signature(brand)),
  ]);
}
