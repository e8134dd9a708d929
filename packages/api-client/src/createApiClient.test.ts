import * as v from 'valibot';
import { createApiClient } from './createApiClient';
import { ApiError } from './errors/apiError';
import type { ApiClientOptions } from './apiClient';
import { configBody, loginBody, userInfoBody } from './test/entities';
import { json, loopbackError, mockFetch, noContent } from '@erp/test-doubles';

const endpoint = 'http://localhost:3000/api/';

function client(fetchMock: typeof fetch, overrides: Partial<ApiClientOptions> = {}) {
  return createApiClient({ endpoint, getToken: () => 'tok-123', fetch: fetchMock, ...overrides });
}

describe('headers', () => {
  it('sends JSON, the system header and the raw token on authenticated calls', async () => {
    const { fetch, requests } = mockFetch(json(userInfoBody));
    await client(fetch).getUserInfo();
    const [request] = requests;
    expect(request?.url).toBe('http://localhost:3000/api/Usuarios/getUserInfo?sistema=novoerp');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.headers.get('sistema')).toBe('novoerp');
    expect(request?.headers.get('Authorization')).toBe('tok-123');
  });

  it('leaves Authorization out of public calls even with a session', async () => {
    const { fetch, requests } = mockFetch(json(loginBody), json({ ok: true }), json([configBody]), json([]));
    const api = client(fetch);
    await api.login({ email: 'admin@demo.com.br', password: 'demo123' });
    await api.ping();
    await api.configByIdConfig(1);
    await api.remotes(1);
    for (const request of requests) {
      expect(request.headers.get('Authorization')).toBeNull();
      expect(request.headers.get('sistema')).toBe('novoerp');
    }
    expect(requests[0]?.url).toBe('http://localhost:3000/api/Usuarios/login?include=user');
    await expect(requests[0]?.json()).resolves.toEqual({ email: 'admin@demo.com.br', password: 'demo123' });
  });

  it('sends no Authorization when there is no token', async () => {
    const { fetch, requests } = mockFetch(json({ valida: true }));
    await client(fetch, { getToken: () => null }).verifyBranch();
    expect(requests[0]?.headers.get('Authorization')).toBeNull();
  });
});

describe('query and paths', () => {
  it('JSON-stringifies filter, where and params', async () => {
    const { fetch, requests } = mockFetch(json([configBody]), json({ count: 1 }));
    const api = client(fetch);
    await api.configByIdConfig(2);
    await api.get('Usuarios/count', v.object({ count: v.number() }), {
      query: { where: { ativo: true }, params: { a: [1, 2] }, limit: 10 },
    });
    expect(new URL(requests[0]?.url ?? '').searchParams.get('filter')).toBe('{"where":{"idConfig":2}}');
    const second = new URL(requests[1]?.url ?? '').searchParams;
    expect(second.get('where')).toBe('{"ativo":true}');
    expect(second.get('params')).toBe('{"a":[1,2]}');
    expect(second.get('limit')).toBe('10');
  });

  it('posts the password reset to the server root with the access token', async () => {
    const { fetch, requests } = mockFetch(noContent());
    await client(fetch).resetPassword('reset-tok', { password: 'nova123', confirmar: 'nova123' });
    expect(requests[0]?.url).toBe('http://localhost:3000/reset-password?access_token=reset-tok');
    expect(requests[0]?.headers.get('Authorization')).toBeNull();
    await expect(requests[0]?.json()).resolves.toEqual({ password: 'nova123', confirmar: 'nova123' });
  });

  it('asks for a recovery e-mail with the system identifier', async () => {
    const { fetch, requests } = mockFetch(noContent());
    await client(fetch).requestPasswordReset('ana@demo.com.br');
    expect(requests[0]?.url).toBe('http://localhost:3000/api/Usuarios/reset');
    await expect(requests[0]?.json()).resolves.toEqual({ sistema: 'novoerp', email: 'ana@demo.com.br' });
  });

  it('accepts an endpoint without the trailing slash', async () => {
    const { fetch, requests } = mockFetch(json({ ok: true }));
    await client(fetch, { endpoint: 'http://localhost:3000/api' }).ping();
    expect(requests[0]?.url).toBe('http://localhost:3000/api/ping');
  });
});

describe('parsing', () => {
  it('returns typed entities and keeps unknown brand settings', async () => {
    const { fetch } = mockFetch(json(configBody));
    const config = await client(fetch).configById(1);
    expect(config.title).toBe('ERP Demo');
    expect(config.misc).toMatchObject({ permiteCadastro: true, futureFlag: 'kept' });
  });

  it('turns a schema mismatch into "Resposta inesperada do servidor."', async () => {
    const { fetch } = mockFetch(json({ id: 'x' }));
    const error = await client(fetch)
      .getUserInfo()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 200,
      name: 'UnexpectedResponse',
      message: 'Resposta inesperada do servidor.',
    });
  });

  it('treats a body that is not JSON as unexpected', async () => {
    const { fetch } = mockFetch(new Response('<html>oops</html>', { status: 200 }));
    await expect(client(fetch).ping()).rejects.toMatchObject({ message: 'Resposta inesperada do servidor.' });
  });

  it('rejects an empty configuration list', async () => {
    const { fetch } = mockFetch(json([]));
    await expect(client(fetch).configByIdConfig(9)).rejects.toMatchObject({ status: 404 });
  });
});

describe('errors', () => {
  it("reads the server's Portuguese message, status and name", async () => {
    const { fetch } = mockFetch(loopbackError(401, 'E-mail ou senha inválidos.', { name: 'LoginFailed' }));
    const onUnauthorized = jest.fn();
    const error = await client(fetch, { onUnauthorized })
      .login({ email: 'a@b.com', password: 'x' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, name: 'LoginFailed', message: 'E-mail ou senha inválidos.' });
    // A failed login is no expired session.
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('calls onUnauthorized on a 401 of an authenticated call', async () => {
    const { fetch } = mockFetch(loopbackError(401, 'Autorização necessária.'));
    const onUnauthorized = jest.fn();
    await expect(client(fetch, { onUnauthorized }).getUserInfo()).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("sends a call's own token instead of the session's, and its 401 does not end the session", async () => {
    const { fetch, requests } = mockFetch(loopbackError(401, 'Autorização necessária.'));
    const onUnauthorized = jest.fn();
    await expect(
      client(fetch, { onUnauthorized }).send('POST', 'Admin/visao-cliente/sair', undefined, {
        token: 'da-visao',
      }),
    ).rejects.toMatchObject({ status: 401 });
    expect(requests[0]?.headers.get('authorization')).toBe('da-visao');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('keeps Retry-After of a rate limit', async () => {
    const { fetch } = mockFetch(
      loopbackError(429, 'Muitas tentativas. Tente novamente em instantes.', {
        name: 'TooManyRequests',
        headers: { 'Retry-After': '30' },
      }),
    );
    await expect(client(fetch).login({ email: 'a@b.com', password: 'x' })).rejects.toMatchObject({
      status: 429,
      retryAfter: 30,
      message: 'Muitas tentativas. Tente novamente em instantes.',
    });
  });

  it('reports a network failure with status 0', async () => {
    const { fetch } = mockFetch(new TypeError('Failed to fetch'));
    await expect(client(fetch).ping()).rejects.toMatchObject({
      status: 0,
      name: 'NetworkError',
      message: 'Não foi possível conectar ao servidor.',
    });
  });

  it('falls back to a status message when the error body has none', async () => {
    const { fetch } = mockFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(client(fetch).ping()).rejects.toMatchObject({
      status: 502,
      message: 'O servidor respondeu com erro (502).',
    });
  });

  it('keeps the 410 of a used reset link', async () => {
    const { fetch } = mockFetch(loopbackError(410, 'Link já utilizado.'));
    await expect(client(fetch).resetPassword('t', { password: 'a', confirmar: 'a' })).rejects.toMatchObject({
      status: 410,
    });
  });
});

describe('error messages in other places', () => {
  it.each([
    [{ error: { error: { message: 'Aninhado.' } } }, 'Aninhado.'],
    [{ error: 'Texto no error.' }, 'Texto no error.'],
    [{ message: 'Na raiz.' }, 'Na raiz.'],
  ])('reads %j', async (body, message) => {
    const { fetch } = mockFetch(json(body, 400));
    await expect(client(fetch).verifyBranch()).rejects.toMatchObject({
      status: 400,
      message,
      name: 'HttpError',
    });
  });

  it('reads a plain-text error answer', async () => {
    const { fetch } = mockFetch(new Response('Serviço em manutenção.', { status: 503 }));
    await expect(client(fetch).ping()).rejects.toMatchObject({
      status: 503,
      message: 'Serviço em manutenção.',
    });
  });
});
