let failNextLoad = true;
jest.mock('./sanitizeHtml', () => {
  if (failNextLoad) {
    failNextLoad = false;
    throw new Error('chunk request dropped');
  }
  return { sanitizeHtml: (html: string) => `limpo:${html}` };
});

import { loadedSanitizer, loadSanitizer } from './loadSanitizer';

describe('loadSanitizer', () => {
  it('is not loaded before first use, tries again after a failed load, then keeps what it loaded', async () => {
    expect(loadedSanitizer()).toBeUndefined();
    await expect(loadSanitizer()).rejects.toThrow('chunk request dropped');
    expect(loadedSanitizer()).toBeUndefined();

    const sanitize = await loadSanitizer();
    expect(sanitize('<p>a</p>')).toBe('limpo:<p>a</p>');
    expect(loadedSanitizer()).toBe(sanitize);
  });
});
