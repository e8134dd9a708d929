import { json, loopbackError, mockFetch, noContent } from '@erp/test-doubles';
import { createApiClient } from '../createApiClient';
import { ApiError } from '../errors/apiError';
import { sendRemoteEvents } from '../remoteEvents';
import {
  activateRemoteVersion,
  contractMissing,
  listBrandRemotes,
  promoteCanary,
  rollbackRemoteVersion,
  setBrandRemoteContainer,
  startCanary,
  stopCanary,
} from './releases';

const row = {
  area: 'signup',
  container: 'signup_acme',
  containers: ['signup', 'signup_acme'],
  versaoAtiva: 'v2',
  origem: 'marca',
  versoes: [
    { versao: 'v1', publicadaEm: '2026-11-20T10:00:00.000Z' },
    { versao: 'v2', publicadaEm: '2026-11-21T10:00:00.000Z' },
  ],
  anterior: 'v1',
  canary: { versao: 'v3', percentual: 10, carregamentos: 40, erros: 2, taxaErro: 2 / 42 },
};

function client(fetch: typeof globalThis.fetch) {
  return createApiClient({ endpoint: 'http://localhost:3000/api/', getToken: () => 'tok-123', fetch });
}

describe('remote releases admin calls', () => {
  it('call the contract paths with the bodies and parse the rows', async () => {
    const { fetch, requests } = mockFetch(
      json([row]),
      json(row),
      json(row),
      json(row),
      json(row),
      json(row),
      noContent(),
    );
    const api = client(fetch);
    expect(await listBrandRemotes(api, 2)).toEqual([row]);
    await setBrandRemoteContainer(api, 'signup', 2, 'signup');
    await activateRemoteVersion(api, 'signup', 2, 'v2');
    await rollbackRemoteVersion(api, 'signup', 2);
    await startCanary(api, 'signup', 2, 'v3', 10);
    await promoteCanary(api, 'signup', 2);
    await stopCanary(api, 'signup', 2);
    const sent = await Promise.all(
      requests.map(async (r) => [r.method, r.url.replace('http://localhost:3000/api/', ''), await r.text()]),
    );
    expect(sent).toEqual([
      ['GET', 'Admin/remotes?idConfig=2', ''],
      ['PUT', 'Admin/remotes/signup', '{"idConfig":2,"container":"signup"}'],
      ['POST', 'Admin/remotes/signup/ativar', '{"idConfig":2,"versao":"v2"}'],
      ['POST', 'Admin/remotes/signup/rollback', '{"idConfig":2}'],
      ['POST', 'Admin/remotes/signup/canary', '{"idConfig":2,"versao":"v3","percentual":10}'],
      ['POST', 'Admin/remotes/signup/canary/promover', '{"idConfig":2}'],
      ['DELETE', 'Admin/remotes/signup/canary?idConfig=2', ''],
    ]);
    expect(requests[0]?.headers.get('Authorization')).toBe('tok-123');
  });

  it('reads what the contract check found missing from a 422, and nothing from other errors', async () => {
    const refusal = {
      error: {
        statusCode: 422,
        name: 'UnprocessableEntityError',
        message:
          'A versão v3 de signup é incompatível com o host e os demais remotes. Falta: módulo exposto "Routes".',
        faltando: ['módulo exposto "Routes"'],
      },
    };
    const { fetch } = mockFetch(
      json(refusal, 422),
      loopbackError(409, 'Não há versão anterior para voltar.'),
    );
    const api = client(fetch);
    const error = await activateRemoteVersion(api, 'signup', 2, 'v3').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(refusal.error.message);
    expect(contractMissing(error)).toEqual(['módulo exposto "Routes"']);
    const conflict = await rollbackRemoteVersion(api, 'signup', 2).catch((e: unknown) => e);
    expect((conflict as ApiError).message).toBe('Não há versão anterior para voltar.');
    expect(contractMissing(conflict)).toEqual([]);
  });
});

describe('registry and load reports', () => {
  it('sends the visitor with the registry request and the reports without a token', async () => {
    const { fetch, requests } = mockFetch(json([]), noContent());
    const api = client(fetch);
    await api.remotes(2, 'b1f0c7d2-0000-4000-8000-000000000001');
    await sendRemoteEvents(api, 2, 'b1f0c7d2-0000-4000-8000-000000000001', [
      { container: 'signup_acme', versao: 'v2', tipo: 'erro', mensagem: 'boom', ticket: 'abc.def' },
    ]);
    expect(requests[0]?.url).toBe(
      'http://localhost:3000/api/remotes?idConfig=2&visitante=b1f0c7d2-0000-4000-8000-000000000001',
    );
    expect(requests[1]?.url).toBe('http://localhost:3000/api/remotes/eventos');
    expect(requests[1]?.headers.get('Authorization')).toBeNull();
    await expect(requests[1]?.json()).resolves.toEqual({
      idConfig: 2,
      visitante: 'b1f0c7d2-0000-4000-8000-000000000001',
      eventos: [
        { container: 'signup_acme', versao: 'v2', tipo: 'erro', mensagem: 'boom', ticket: 'abc.def' },
      ],
    });
  });
});
