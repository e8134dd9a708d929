import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeDns, FAKE_PUBLIC_ADDRESS } from '../testing/fakeDns';
import { createOutboundClient, type OutboundClient } from './outboundFetch';
import { OutboundRefusedError, staticRefusal, urlRefusal, type HostResolver } from './outboundPolicy';

/** A loopback HTTP server that counts connections and requests; `/redirect` answers 302 to `/secret`, `/hang` never. */
async function startLoopbackServer() {
  const seen = { connections: 0, paths: [] as string[] };
  const server = http.createServer((req, res) => {
    seen.paths.push(req.url ?? '');
    if (req.url === '/hang') return; // never answers
    if (req.url === '/redirect') {
      res.writeHead(302, { Location: `http://127.0.0.1:${port}/secret` });
      return res.end();
    }
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('{"ok":true}');
  });
  server.on('connection', () => (seen.connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    seen,
    close: () =>
      new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

let target: Awaited<ReturnType<typeof startLoopbackServer>>;
const clients: OutboundClient[] = [];
beforeAll(async () => {
  target = await startLoopbackServer();
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await target.close();
});
beforeEach(() => {
  target.seen.connections = 0;
  target.seen.paths.length = 0;
});

function client(allowLoopbackHost: string | null, resolve: HostResolver = fakeDns()) {
  const created = createOutboundClient({ allowLoopbackHost, resolve }, 1000);
  clients.push(created);
  return created;
}

const GET = { method: 'GET', headers: { 'User-Key': 'segredo' }, timeoutMs: 1000 } as const;

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'called';
  } catch (error) {
    return error instanceof OutboundRefusedError ? error.reason : `other: ${String(error)}`;
  }
}

describe('which URLs a brand may make the server call', () => {
  const policy = { allowLoopbackHost: null };
  it.each([
    ['http://crm.example/api', 'insecure'],
    ['https://10.0.0.5/api', 'private'],
    ['https://172.16.3.4', 'private'],
    ['https://192.168.0.1', 'private'],
    ['https://127.0.0.1:8443', 'private'],
    ['https://2130706433/', 'private'],
    ['https://0x7f.1/', 'private'],
    ['https://169.254.169.254/latest/meta-data', 'private'],
    ['https://100.64.0.1', 'private'],
    ['https://0.0.0.0', 'private'],
    ['https://224.0.0.1', 'private'],
    ['https://192.0.2.10', 'private'],
    ['https://[::1]/', 'private'],
    ['https://[::ffff:127.0.0.1]/', 'private'],
    ['https://[::ffff:a9fe:a9fe]/', 'private'],
    ['https://[fe80::1]/', 'private'],
    ['https://[fd00:ec2::254]/', 'private'],
    ['https://[64:ff9b::7f00:1]/', 'private'],
    ['https://localhost/', 'private'],
    ['https://crm.localhost/', 'private'],
    ['https://user:pw@crm.example/', 'invalid'],
    ['file:///etc/passwd', 'invalid'],
    ['https://8.8.8.8/api', null],
    ['https://[2606:4700::1111]/', null],
    ['https://crm.example/api', null],
  ])('%s → %s', (url, expected) => {
    expect(staticRefusal(url, policy)).toBe(expected);
  });

  it('checks what a name resolves to: every address must be public', async () => {
    const dns = fakeDns({
      'interno.example': ['10.1.2.3'],
      'misto.example': [FAKE_PUBLIC_ADDRESS, 'fd00::1'],
    });
    const withDns = { allowLoopbackHost: null, resolve: dns };
    expect(await urlRefusal('https://crm.example/api', withDns)).toBeNull();
    expect(await urlRefusal('https://interno.example/api', withDns)).toBe('private');
    expect(await urlRefusal('https://misto.example/api', withDns)).toBe('private');
    expect(await urlRefusal('https://nao-existe.invalid/api', withDns)).toBe('unresolved');
  });

  it('allows the one named loopback host of a test set-up, over http, only while it resolves to loopback', async () => {
    const allowed = { allowLoopbackHost: '127.0.0.1' };
    expect(staticRefusal('http://127.0.0.1:4000/api', allowed)).toBeNull();
    expect(staticRefusal('http://127.0.0.2:4000/api', allowed)).toBe('insecure');
    expect(staticRefusal('https://10.0.0.5/api', allowed)).toBe('private');
    const named = { allowLoopbackHost: 'crm.localhost', resolve: fakeDns({ 'crm.localhost': ['10.0.0.9'] }) };
    expect(await urlRefusal('http://crm.localhost:4000', named)).toBe('private');
  });
});

describe('calls, checked at connection time', () => {
  it('connects to the address its own lookup checked: a name now answering 127.0.0.1 (DNS rebinding) is refused before connecting', async () => {
    let answers = 0;
    // Public when the URL was saved, loopback at the call.
    const rebinding: HostResolver = async () => [
      { address: (answers += 1) === 1 ? FAKE_PUBLIC_ADDRESS : '127.0.0.1', family: 4 },
    ];
    const outbound = client(null, rebinding);
    expect(await outbound.checkUrl(`https://crm.rebind.example:${target.port}/api`)).toBeNull();
    expect(await refusal(outbound.fetch(`https://crm.rebind.example:${target.port}/api`, GET))).toBe(
      'private',
    );
    expect(target.seen.connections).toBe(0);
  });

  it('refuses a private URL before any connection, and reaches the allowed loopback host through the checked lookup', async () => {
    const refused = client(null);
    expect(await refusal(refused.fetch(`http://127.0.0.1:${target.port}/x`, GET))).toBe('insecure');
    expect(await refusal(refused.fetch(`https://127.0.0.1:${target.port}/x`, GET))).toBe('private');
    expect(target.seen.connections).toBe(0);
    const named = client('crm.localhost', fakeDns({ 'crm.localhost': ['127.0.0.1'] }));
    const res = await named.fetch(`http://crm.localhost:${target.port}/ok`, GET);
    expect([res.status, await res.text()]).toEqual([200, '{"ok":true}']);
    expect(target.seen.paths).toEqual(['/ok']);
  });

  it('follows no redirect: the 3xx is the answer', async () => {
    const outbound = client('127.0.0.1');
    const res = await outbound.fetch(`http://127.0.0.1:${target.port}/redirect`, GET);
    expect(res.status).toBe(302);
    expect(target.seen.paths).toEqual(['/redirect']);
  });
});

describe("a call's time limit", () => {
  it('gives up on an answer that does not come within timeoutMs', async () => {
    const outbound = client('127.0.0.1');
    const started = Date.now();
    const failure = await outbound
      .fetch(`http://127.0.0.1:${target.port}/hang`, { ...GET, timeoutMs: 200 })
      .catch((error: unknown) => error as { name?: string });
    expect(failure).toMatchObject({ name: 'TimeoutError' });
    expect(Date.now() - started).toBeLessThan(900);
  });

  it("counts from when the request leaves: a slow first load of the HTTP client is not the remote's time", async () => {
    // CI stop 42: on a busy machine, loading undici with the first CRM call took longer than the call's whole limit.
    let createIsolated: typeof createOutboundClient | undefined;
    jest.isolateModules(() => {
      jest.doMock('undici', () => {
        const until = Date.now() + 400;
        while (Date.now() < until); // a slow disk or a busy core, on the event loop as a real load is
        return jest.requireActual<object>('undici');
      });
      ({ createOutboundClient: createIsolated } = jest.requireActual<{
        createOutboundClient: typeof createOutboundClient;
      }>('./outboundFetch'));
    });
    const outbound = createIsolated!({ allowLoopbackHost: '127.0.0.1', resolve: fakeDns() }, 1000);
    clients.push(outbound);
    const res = await outbound.fetch(`http://127.0.0.1:${target.port}/primeira`, { ...GET, timeoutMs: 300 });
    expect(res.status).toBe(200);
    jest.dontMock('undici');
  });
});
