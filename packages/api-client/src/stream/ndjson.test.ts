import { createApiClient } from '../createApiClient';
import { loopbackError, mockFetch } from '@erp/test-doubles';
import { chunkedResponse } from '../test/fakes';

const endpoint = 'http://localhost:3000/api/';

async function collect(iterable: AsyncIterable<unknown>): Promise<unknown[]> {
  const values: unknown[] = [];
  for await (const value of iterable) values.push(value);
  return values;
}

describe('stream (ndjson)', () => {
  it('asks for ndjson with the session headers', async () => {
    const { fetch, requests } = mockFetch(chunkedResponse(['{"a":1}\n']));
    const api = createApiClient({ endpoint, getToken: () => 'tok', fetch });
    await collect(api.stream('Relatorios/linhas', { query: { filter: { limit: 5 } } }));
    expect(requests[0]?.headers.get('Accept')).toBe('application/x-ndjson');
    expect(requests[0]?.headers.get('Authorization')).toBe('tok');
    expect(new URL(requests[0]?.url ?? '').searchParams.get('filter')).toBe('{"limit":5}');
  });

  it('joins lines split across chunks, including a split multi-byte character', async () => {
    const bytes = new TextEncoder().encode('{"nome":"São Paulo"}\n');
    const cut = bytes.indexOf(0xc3) + 1; // inside "ã"
    const { fetch } = mockFetch(
      chunkedResponse([
        '{"id":1,"n',
        'ome":"a"}\n{"id"',
        ':2}\n\n',
        bytes.slice(0, cut),
        bytes.slice(cut),
        '{"id":3}',
      ]),
    );
    const api = createApiClient({ endpoint, getToken: () => 'tok', fetch });
    await expect(collect(api.stream('x', { method: 'POST', body: {} }))).resolves.toEqual([
      { id: 1, nome: 'a' },
      { id: 2 },
      { nome: 'São Paulo' },
      { id: 3 },
    ]);
  });

  it('yields each line before the stream ends', async () => {
    let push: ((text: string) => void) | undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => controller.enqueue(new TextEncoder().encode(text));
      },
    });
    const { fetch } = mockFetch(new Response(body));
    const api = createApiClient({ endpoint, getToken: () => 'tok', fetch });
    const iterator = api.stream('x')[Symbol.asyncIterator]();
    const first = iterator.next();
    await new Promise((resolve) => setTimeout(resolve, 0));
    push?.('{"step":1}\n');
    await expect(first).resolves.toEqual({ value: { step: 1 }, done: false });
    await iterator.return?.();
  });

  it('turns an error answer into an ApiError and a broken line into an unexpected answer', async () => {
    const { fetch } = mockFetch(
      loopbackError(403, 'Sem permissão.'),
      chunkedResponse(['{"ok":1}\nnot json\n']),
    );
    const api = createApiClient({ endpoint, getToken: () => 'tok', fetch });
    await expect(collect(api.stream('x'))).rejects.toMatchObject({ status: 403, message: 'Sem permissão.' });
    await expect(collect(api.stream('x'))).rejects.toMatchObject({
      message: 'Resposta inesperada do servidor.',
    });
  });
});
