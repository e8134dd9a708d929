import { escapeHtml } from '../http/escapeHtml';
import type { MailMessage } from './mailer';

/** The HTML page of a product e-mail around its paragraphs, which arrive as HTML (escape what came from users). */
export function emailHtml(paragraphs: string[]): string {
  return `<!doctype html>
<html lang="pt-BR">
  <body style="font-family: Arial, Helvetica, sans-serif; color: #333; line-height: 1.5">
${paragraphs.map((paragraph) => `    <p>${paragraph}</p>`).join('\n')}
  </body>
</html>`;
}

/**
 * One paragraph of an e-mail in both its forms: plain-text lines (none: the HTML only, as a button) and HTML. Written
 * side by side, the two forms of an e-mail cannot drift apart.
 */
export interface MailParagraph {
  text?: string;
  html: string;
}

/** A paragraph of plain text, the same in both forms (escaped in the HTML). */
export function plain(...lines: string[]): MailParagraph {
  return { text: lines.join('\n'), html: lines.map(escapeHtml).join(' ') };
}

/** The link itself, written out as its own text (readable where a mail client does not make it clickable). */
export function linkHtml(link: string): string {
  const href = escapeHtml(link);
  return `<a href="${href}">${href}</a>`;
}

/** An e-mail from its paragraphs: the text form separates them by a blank line, the HTML form by `<p>`. */
export function mailOf(to: string, subject: string, paragraphs: MailParagraph[]): MailMessage {
  const text = paragraphs.flatMap((paragraph) => (paragraph.text === undefined ? [] : [paragraph.text]));
  return {
    to,
    subject,
    text: text.join('\n\n'),
    html: emailHtml(paragraphs.map((paragraph) => paragraph.html)),
  };
}
