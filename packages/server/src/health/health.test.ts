import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { startTestServer, type TestServer } from '../testing/testServer';
import { checkReadiness } from './readiness';

describe('health endpoints for a load balancer', () => {
  const servers: TestServer[] = [];
  const start = async (env: Record<string, string> = {}) => {
    const t = await startTestServer(env);
    servers.push(t);
    return t;
  };
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((t) => t.close()));
  });

  it('answers live and ready, never cached, when every dependency answers', async () => {
    const t = await start();
    const live = await t.app.inject('/api/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    expect(live.headers['cache-control']).toBe('no-store');
    const ready = await t.app.inject('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    // No REDIS_URL: Redis is not one of this machine's dependencies.
    expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', storage: 'ok' } });
  });

  it('answers 503 naming the database when it does not answer, and 200 again once it does', async () => {
    const t = await start();
    const execute = jest
      .spyOn(t.server.db, 'execute')
      .mockRejectedValue(
        Object.assign(new Error('connect ECONNREFUSED 10.0.0.7:5432'), { code: 'ECONNREFUSED' }),
      );
    const down = await t.app.inject('/api/health/ready');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      status: 'indisponivel',
      checks: { database: 'falhou', storage: 'ok' },
      failed: ['database'],
      message: 'Sem acesso a: banco de dados.',
    });
    // Why it failed goes to the log, not to a public answer.
    expect(down.body).not.toContain('10.0.0.7');
    // Liveness does not depend on it: the process is fine, restarting it would not help.
    expect((await t.app.inject('/api/health/live')).statusCode).toBe(200);
    execute.mockRestore();
    expect((await t.app.inject('/api/health/ready')).statusCode).toBe(200);
  });

  it('answers 503 naming Redis when REDIS_URL names one that does not answer, and the API stays up', async () => {
    // ioredis waits 50 ms × the attempt's number between reconnections (12 s for its default limit of 20 attempts):
    // 5 ms each reaches that limit in a fraction of a second; what is counted below is attempts, not time.
    // (The defaults every new client copies; private in ioredis' types only.)
    const defaults = (Redis as unknown as { defaultOptions: { retryStrategy(times: number): number } })
      .defaultOptions;
    const retryStrategy = jest.spyOn(defaults, 'retryStrategy').mockReturnValue(5);
    const adapterFailures = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // Port 1: nothing listens there, every connection is refused.
    const t = await start({ REDIS_URL: 'redis://127.0.0.1:1' });
    const ready = async () => {
      const res = await t.app.inject('/api/health/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        checks: { database: 'ok', redis: 'falhou', storage: 'ok' },
        failed: ['redis'],
        message: 'Sem acesso a: Redis.',
      });
    };
    await ready();
    // Past ioredis' default 20 reconnection attempts of each of socket.io's two clients (one warning per failed
    // connection): its adapter used to reject then, unhandled, which ended the process (and fails this test).
    const attempts = () =>
      adapterFailures.mock.calls.filter(([message]) => String(message).includes('Redis (socket.io)')).length;
    while (attempts() < 2 * 25) await new Promise((r) => setTimeout(r, 20));
    await ready();
    expect((await t.app.inject('/api/ping')).statusCode).toBe(200);
    retryStrategy.mockRestore();
  });

  it('answers 503 naming the file storage when its folder cannot be written', async () => {
    // A file where the reports folder should be: nothing can be written under it.
    const blocker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'erp-health-')), 'not-a-folder');
    fs.writeFileSync(blocker, '');
    const t = await start({ REPORTS_DIR: path.join(blocker, 'reports') });
    const res = await t.app.inject('/api/health/ready');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      failed: ['storage'],
      message: 'Sem acesso a: armazenamento de arquivos.',
    });
    fs.rmSync(path.dirname(blocker), { recursive: true, force: true });
  });
});

describe('checkReadiness', () => {
  it('counts a dependency that does not answer in time as failed, without waiting for it', async () => {
    const failures: string[] = [];
    const started = Date.now();
    const result = await checkReadiness(
      [
        { name: 'database', probe: async () => undefined },
        { name: 'redis', probe: () => new Promise<void>(() => undefined) },
      ],
      (name) => failures.push(name),
      100,
    );
    expect(Date.now() - started).toBeLessThan(1000);
    expect(result).toEqual({ ready: false, checks: { database: 'ok', redis: 'falhou' }, failed: ['redis'] });
    expect(failures).toEqual(['redis']);
  });
});
