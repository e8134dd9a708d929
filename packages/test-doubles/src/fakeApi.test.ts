/** @jest-environment node */
// The fake API over Node's own fetch and FormData, as the API client meets them outside a browser.
import * as v from 'valibot';
import { createApiClient, getApi } from '@erp/api-client';
import { resetSessionStore, sessionStore } from '@erp/session';
import { json } from './httpFakes';
import { startFakeApi } from './fakeApi';

beforeEach(() => resetSessionStore());

/** A GET through the real client's transport: the JSON answer, or the error it throws. */
const get = (path: string, query?: Record<string, string>) => getApi().get(path, v.unknown(), { query });

describe('the fake API', () => {
  it("answers from the area's routes, records the request with its parsed query and the session's token", async () => {
    sessionStore.setState({ token: 'tok-1' });
    const api = startFakeApi(({ method, path }) =>
      method === 'GET' && path === 'Clientes' ? json([{ id: 1 }]) : undefined,
    );
    await expect(get('Clientes', { filter: JSON.stringify({ limit: 5 }), busca: 'ana' })).resolves.toEqual([
      { id: 1 },
    ]);
    expect(api.calls('GET', 'Clientes')).toEqual([
      {
        method: 'GET',
        origin: 'http://localhost:3000',
        path: 'Clientes',
        query: { filter: { limit: 5 }, busca: 'ana' },
        body: undefined,
        token: 'tok-1',
      },
    ]);
  });

  it("lets the latest answer win over earlier ones and over the area's routes", async () => {
    const api = startFakeApi(() => json({ from: 'routes' }));
    await expect(get('Planos')).resolves.toEqual({ from: 'routes' });
    api.answer('GET', 'Planos', { from: 'first' });
    api.answer('GET', /^Pla/, (request: { path: string }) => ({ from: 'latest', path: request.path }));
    await expect(get('Planos')).resolves.toEqual({ from: 'latest', path: 'Planos' });
  });

  it('answers 204 to an undefined reply, a given Response every time, and 404 in Portuguese to anything unknown', async () => {
    const api = startFakeApi();
    api.answer('DELETE', 'Favoritos/3', undefined);
    api.answer('GET', 'Filiais', json([{ id: 2 }]));
    await expect(getApi().delete('Favoritos/3')).resolves.toBeUndefined();
    await expect(get('Filiais')).resolves.toEqual([{ id: 2 }]);
    await expect(get('Filiais')).resolves.toEqual([{ id: 2 }]);
    await expect(get('Nada')).rejects.toMatchObject({ status: 404, message: 'Rota desconhecida: GET Nada' });
  });

  it("keeps an upload's form data as the request body", async () => {
    const api = startFakeApi(() => json({}));
    const form = new FormData();
    form.append('arquivo', new File(['ncm'], 'ncm.csv', { type: 'text/csv' }));
    await getApi().post('Admin/ibpt/ncm', form, v.unknown());
    const sent = api.calls('POST', 'Admin/ibpt/ncm')[0]?.body as FormData;
    expect((sent.get('arquivo') as File).name).toBe('ncm.csv');
  });

  it('serves a client the screen makes for itself (global fetch, any origin) and records its origin and token', async () => {
    const api = startFakeApi();
    api.answer('GET', 'Usuarios/getUserInfo', { from: 'fake' });
    const probe = createApiClient({ endpoint: 'http://api.outra.test/api/', getToken: () => 'tok-probe' });
    await expect(probe.get('Usuarios/getUserInfo', v.unknown())).resolves.toEqual({ from: 'fake' });
    expect(api.calls('GET', 'Usuarios/getUserInfo')).toMatchObject([
      { origin: 'http://api.outra.test', token: 'tok-probe' },
    ]);
  });
});
