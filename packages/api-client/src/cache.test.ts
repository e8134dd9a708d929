import * as v from 'valibot';
import { createApiClient } from './createApiClient';
import { configBody, userInfoBody } from './test/entities';
import { json, mockFetch, noContent } from '@erp/test-doubles';
import { memoryCache } from './test/fakes';

const HOUR = 3_600_000;
const endpoint = 'http://localhost:3000/api/';

beforeEach(() =>
  jest.useFakeTimers({
    now: new Date('2025-03-01T09:00:00Z'),
    doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'],
  }),
);
afterEach(() => jest.useRealTimers());

describe('cached GETs', () => {
  it('serves user info from the cache for 1 hour', async () => {
    const cache = memoryCache();
    const { fetch, requests } = mockFetch(json(userInfoBody), json(userInfoBody));
    const api = createApiClient({ endpoint, getToken: () => 'tok', fetch, cache });
    await api.getUserInfo();
    jest.advanceTimersByTime(HOUR - 1);
    await expect(api.getUserInfo()).resolves.toMatchObject({ nome: 'Admin Demo' });
    expect(requests).toHaveLength(1);
    jest.advanceTimersByTime(1);
    await api.getUserInfo();
    expect(requests).toHaveLength(2);
  });

  it('caches the selected branch and the configuration reads for 1 hour', async () => {
    const cache = memoryCache();
    const { fetch, requests } = mockFetch(
      json(userInfoBody.filialSelecionadaObj),
      json([configBody]),
      json(configBody),
      json(userInfoBody.filialSelecionadaObj),
    );
    const api = createApiClient({ endpoint, getToken: () => 'tok', fetch, cache });
    await api.getSelectedBranch();
    await api.configByIdConfig(1);
    await api.configById(1);
    await api.getSelectedBranch();
    await api.configByIdConfig(1);
    await api.configById(1);
    expect(requests).toHaveLength(3);
    jest.advanceTimersByTime(HOUR);
    await api.getSelectedBranch();
    expect(requests).toHaveLength(4);
  });

  it('checks a cached brand configuration with the server and reports it only when it changed', async () => {
    const cache = memoryCache();
    const changed = { ...configBody, misc: { ...configBody.misc, textoDestaqueCadastro: 'SEM RISCO' } };
    const { fetch, requests } = mockFetch(json([configBody]), json([configBody]), json([changed]));
    const api = createApiClient({ endpoint, getToken: () => null, fetch, cache });
    const onChange = jest.fn();
    await api.configByIdConfig(1, onChange);
    // A cold read is fresh already: nothing asked twice.
    expect(requests).toHaveLength(1);

    await expect(api.configByIdConfig(1, onChange)).resolves.toEqual(configBody);
    await jest.runAllTimersAsync();
    expect(requests).toHaveLength(2);
    expect(onChange).not.toHaveBeenCalled();

    // The cached copy answers at once; the brand its administrators changed arrives right after.
    await expect(api.configByIdConfig(1, onChange)).resolves.toEqual(configBody);
    await jest.runAllTimersAsync();
    expect(onChange).toHaveBeenCalledWith(changed);
    // ...and is what the cache holds from then on.
    await expect(api.configByIdConfig(1)).resolves.toEqual(changed);
    expect(requests).toHaveLength(3);
  });

  it('keeps the cached configuration when checking it fails', async () => {
    const cache = memoryCache();
    const { fetch } = mockFetch(json([configBody]), json({ error: { message: 'fora do ar' } }, 503));
    const api = createApiClient({ endpoint, getToken: () => null, fetch, cache });
    const onChange = jest.fn();
    await api.configByIdConfig(1, onChange);
    await expect(api.configByIdConfig(1, onChange)).resolves.toEqual(configBody);
    await jest.runAllTimersAsync();
    expect(onChange).not.toHaveBeenCalled();
    await expect(api.configByIdConfig(1)).resolves.toEqual(configBody);
  });

  it("never reads another token's cached user info", async () => {
    const cache = memoryCache();
    let token = 'tok-a';
    const { fetch, requests } = mockFetch(json(userInfoBody), json({ ...userInfoBody, nome: 'Outro' }));
    const api = createApiClient({ endpoint, getToken: () => token, fetch, cache });
    await api.getUserInfo();
    token = 'tok-b';
    await expect(api.getUserInfo()).resolves.toMatchObject({ nome: 'Outro' });
    expect(requests).toHaveLength(2);
    expect(cache.keys().join()).not.toContain('tok-');
  });

  it('refetches when the cached value no longer matches the schema', async () => {
    const cache = memoryCache();
    const { fetch, requests } = mockFetch(json(configBody), json(configBody));
    const api = createApiClient({ endpoint, getToken: () => null, fetch, cache });
    await api.configById(1);
    const [key] = cache.keys();
    cache.set(key ?? '', { broken: true }, HOUR);
    await api.configById(1);
    expect(requests).toHaveLength(2);
  });

  it('drops cached reads of a model after a write to it', async () => {
    const cache = memoryCache();
    const schema = v.object({ id: v.number() });
    const { fetch, requests } = mockFetch(json(configBody), json({ id: 1 }), json(configBody), noContent());
    const api = createApiClient({ endpoint, getToken: () => 'tok', fetch, cache });
    await api.configById(1);
    await api.put('ConfigWhiteLabels/1', { title: 'Novo' }, schema);
    await api.configById(1);
    expect(requests).toHaveLength(3);
    await api.delete('Planos/3');
    expect(cache.keys()).toHaveLength(1);
  });

  it('caches nothing without a cache, nor the remote registry', async () => {
    const cache = memoryCache();
    const { fetch, requests } = mockFetch(json(userInfoBody), json(userInfoBody), json([]), json([]));
    const bare = createApiClient({ endpoint, getToken: () => 'tok', fetch });
    await bare.getUserInfo();
    await bare.getUserInfo();
    const cached = createApiClient({ endpoint, getToken: () => 'tok', fetch, cache });
    await cached.remotes(1);
    await cached.remotes(1);
    expect(requests).toHaveLength(4);
  });

  it('caches a generic GET only when asked', async () => {
    const cache = memoryCache();
    const schema = v.array(v.string());
    const { fetch, requests } = mockFetch(json(['SP']), json(['SP']), json(['SP']));
    const api = createApiClient({ endpoint, getToken: () => 'tok', fetch, cache });
    await api.get('Ceps/ufs', schema);
    await api.get('Ceps/ufs', schema, { cacheTtl: HOUR });
    await api.get('Ceps/ufs', schema, { cacheTtl: HOUR });
    expect(requests).toHaveLength(2);
  });
});
