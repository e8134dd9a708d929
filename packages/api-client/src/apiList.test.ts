import type { ApiListEntry } from '@erp/domain';
import { fetchApiList, pickApiEntry } from './apiList';
import { json, mockFetch } from '@erp/test-doubles';
import { memoryCache } from './test/fakes';

const demo: ApiListEntry = {
  origin: 'http://localhost:8080',
  idConfig: 1,
  API_ENDPOINT: 'http://localhost:3000/api/',
  default: true,
};
const acme: ApiListEntry = {
  origin: 'http://127.0.0.1:8080',
  idConfig: 2,
  API_ENDPOINT: 'http://localhost:3000/api/',
};
const other: ApiListEntry = {
  origin: 'https://erp.example.com',
  idConfig: 3,
  API_ENDPOINT: 'https://api.example.com/api/',
};

describe('pickApiEntry', () => {
  it('takes the entry of the exact origin', () => {
    expect(pickApiEntry([demo, acme], 'http://127.0.0.1:8080')).toBe(acme);
    expect(pickApiEntry([demo, acme], 'http://127.0.0.1:8080/')).toBe(acme);
  });

  it('otherwise the default entry', () => {
    expect(pickApiEntry([acme, demo], 'http://unknown:9999')).toBe(demo);
  });

  it('otherwise the first entry, and nothing from an empty list', () => {
    expect(pickApiEntry([other, acme], 'http://unknown:9999')).toBe(other);
    expect(pickApiEntry([], 'http://localhost:8080')).toBeUndefined();
  });

  it('does not take a different port or scheme for the origin', () => {
    expect(pickApiEntry([acme, other], 'http://127.0.0.1:8081')).toBe(acme);
    expect(pickApiEntry([other, acme], 'http://erp.example.com')).toBe(other);
    expect(pickApiEntry([acme, { ...other, default: true }], 'http://erp.example.com')).toMatchObject({
      idConfig: 3,
    });
  });
});

describe('fetchApiList', () => {
  it('loads the list from its full URL without Authorization and caches it', async () => {
    const cache = memoryCache();
    const { fetch, requests } = mockFetch(json([demo, acme]));
    await expect(fetchApiList('http://localhost:3000/api-list.json', { fetch, cache })).resolves.toEqual([
      demo,
      acme,
    ]);
    await expect(fetchApiList('http://localhost:3000/api-list.json', { fetch, cache })).resolves.toEqual([
      demo,
      acme,
    ]);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('http://localhost:3000/api-list.json');
    expect(requests[0]?.headers.get('Authorization')).toBeNull();
  });

  it('rejects a list of the wrong shape', async () => {
    const { fetch } = mockFetch(json({ entries: [] }));
    await expect(fetchApiList('http://localhost:3000/api-list.json', { fetch })).rejects.toMatchObject({
      message: 'Resposta inesperada do servidor.',
    });
  });
});
