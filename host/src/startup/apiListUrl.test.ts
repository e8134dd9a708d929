import { apiListUrl } from './apiListUrl';

describe('apiListUrl', () => {
  afterEach(() => document.head.querySelectorAll('meta[name="erp-api-list"]').forEach((m) => m.remove()));

  it('takes the address the deployment stamped into the page', () => {
    const meta = document.createElement('meta');
    meta.name = 'erp-api-list';
    meta.content = 'https://api.example.com/api-list.json';
    document.head.append(meta);
    expect(apiListUrl()).toBe('https://api.example.com/api-list.json');
  });

  it("falls back to the build's address on a page nobody stamped", () => {
    expect(apiListUrl()).toBe(process.env.API_LIST_URL ?? '');
  });
});
