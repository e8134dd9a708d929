import type { WhiteLabelConfig } from '@erp/domain';

/** Page title and favicon come from the brand (spec 000 §2: the title is 'ERP - {title}'). */
export function applyBrandHead(config: WhiteLabelConfig, doc: Document = document): void {
  doc.title = `ERP - ${config.title}`;
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
