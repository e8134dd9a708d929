import { MESSAGES, type WhiteLabelConfig } from '@erp/domain';

/**
 * Page title and favicon come from the brand (spec 000 §2 and 001 §9: the title is 'ERP - {title}'). The brand's
 * title holds until a main-area page names the tab after itself, in the same format (MESSAGES.pageTitle).
 */
export function applyBrandHead(config: WhiteLabelConfig, doc: Document = document): void {
  doc.title = MESSAGES.pageTitle(config.title);
  const favicon = config.misc.linkFavicon;
  if (!favicon) return;
  let link = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.appendChild(link);
  }
  link.href = favicon;
}
