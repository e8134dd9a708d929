import { MESSAGES, type WhiteLabelConfig } from '@erp/domain';

/**
 * Page title and favicon come from the brand (spec 000 §2 and 001 §9: the title is 'ERP - {title}'). This is the one
 * place that writes the title; the areas' pages show their own heading and breadcrumb instead.
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
