import { applyBrandHead } from './brandHead';
import type { WhiteLabelConfig } from '@erp/domain';

const config = {
  title: 'Acme Gestão',
  misc: { linkFavicon: 'http://localhost:3000/assets/brands/2/favicon.svg' },
} as WhiteLabelConfig;

describe('applyBrandHead', () => {
  it("titles the page 'ERP - {title}' and uses the brand's favicon", () => {
    applyBrandHead(config);
    expect(document.title).toBe('ERP - Acme Gestão');
    expect(document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href).toBe(config.misc.linkFavicon);
  });
});
