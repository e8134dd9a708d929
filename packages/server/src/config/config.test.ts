import os from 'node:os';
import path from 'node:path';
import { loadConfig } from './config';
import { findRepoRoot } from './repoRoot';

describe('loadConfig', () => {
  it('uses the CONTRACT defaults', () => {
    const config = loadConfig({});
    expect(config.apiPort).toBe(3000);
    expect(config.hostPort).toBe(8080);
    expect(config.remotePorts).toEqual({
      auth: 8081,
      signup: 8082,
      shell: 8083,
      reports: 8084,
      admin: 8085,
      signup_acme: 8086,
    });
    expect(config.dataDir).toBe(path.join(findRepoRoot(), '.data'));
    expect(config.database).toEqual({
      driver: 'pglite',
      dataDir: path.join(findRepoRoot(), '.data', 'db'),
      sharedBuffers: '32MB',
    });
    expect(config.deployDir).toBe(path.join(config.dataDir, 'deploys'));
    expect(config.reportsDir).toBe(path.join(config.dataDir, 'reports'));
    expect(config.publicApiUrl).toBe('http://localhost:3000/api/');
    expect(config.allowedOrigins).toContain('http://localhost:8080');
    expect(config.allowedOrigins).toContain('http://127.0.0.1:8086');
    expect(config.allowedOrigins).toHaveLength(14);
    expect(config.argon2).toEqual({ memoryKiB: 19456, timeCost: 2, parallelism: 1 });
    expect(config.rateLimit).toMatchObject({
      windowMs: 15 * 60_000,
      maxFailuresPerEmail: 10,
      maxFailuresPerIp: 100,
    });
    expect(config.isProduction).toBe(false);
  });

  it('reads relative folders from the repository root, wherever the process started', () => {
    const cwd = process.cwd();
    process.chdir(os.tmpdir());
    try {
      const config = loadConfig({ DATA_DIR: '.data-e2e' });
      expect(config.dataDir).toBe(path.join(findRepoRoot(), '.data-e2e'));
      expect(config.deployDir).toBe(path.join(findRepoRoot(), '.data-e2e', 'deploys'));
    } finally {
      process.chdir(cwd);
    }
  });

  it('reads the environment', () => {
    const config = loadConfig({
      API_PORT: '4000',
      HOST_PORT: '9000',
      AUTH_PORT: '9001',
      DATA_DIR: '/srv/erp',
      DATABASE_URL: 'postgres://u:p@db/erp',
      REDIS_URL: 'redis://cache:6379',
      ALLOWED_ORIGINS: 'https://erp.example.com/, https://acme.example.com',
      NODE_ENV: 'production',
      SESSION_TTL_HOURS: '8',
      RATE_LIMIT_MAX_FAILURES_PER_EMAIL: '5',
    });
    expect(config).toMatchObject({
      apiPort: 4000,
      hostPort: 9000,
      dataDir: '/srv/erp',
      deployDir: '/srv/erp/deploys',
      database: { driver: 'postgres', url: 'postgres://u:p@db/erp' },
      redisUrl: 'redis://cache:6379',
      allowedOrigins: ['https://erp.example.com', 'https://acme.example.com'],
      isProduction: true,
      sessionTtlHours: 8,
      publicApiUrl: 'http://localhost:4000/api/',
    });
    expect(config.remotePorts.auth).toBe(9001);
    expect(config.rateLimit.maxFailuresPerEmail).toBe(5);
  });

  it("derives the registry's remote addresses and the default CORS list from the remotes' public URLs", () => {
    const config = loadConfig({
      REMOTES_PUBLIC_BASE: 'https://cdn.example.com/erp/remotes',
      PUBLIC_URL_SIGNUP_ACME: 'https://cadastro.acme.com.br/',
    });
    expect(config.remotePublicUrls).toMatchObject({
      reports: 'https://cdn.example.com/erp/remotes/reports',
      signup_acme: 'https://cadastro.acme.com.br',
    });
    // A remote's standalone page calls the API from its published origin.
    expect(config.allowedOrigins).toEqual(
      expect.arrayContaining([
        'http://localhost:8080',
        'https://cdn.example.com',
        'https://cadastro.acme.com.br',
      ]),
    );
    expect(config.allowedOrigins).toHaveLength(16);
    // An explicit list is the whole list.
    expect(
      loadConfig({
        REMOTES_PUBLIC_BASE: 'https://cdn.example.com/r',
        ALLOWED_ORIGINS: 'https://erp.example.com',
      }).allowedOrigins,
    ).toEqual(['https://erp.example.com']);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', REMOTES_PUBLIC_BASE: 'http://cdn.example.com' }),
    ).toThrow(/REMOTES_PUBLIC_BASE inválida/);
  });

  it('seeds the demo accounts (known password) on the embedded database, on PostgreSQL only when SEED_DEMO=1', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db/erp' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db/erp', SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it('serves the development outbox only when DEV_OUTBOX=1 asks for it, never in production', () => {
    expect(loadConfig({}).devOutbox).toBe(false);
    expect(loadConfig({ DEV_OUTBOX: '1' }).devOutbox).toBe(true);
    expect(loadConfig({ DEV_OUTBOX: '1', NODE_ENV: 'production' }).devOutbox).toBe(false);
  });

  it('trusts X-Forwarded-For by hop count or proxy addresses, never blindly', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    const hops = loadConfig({ TRUST_PROXY: '2' }).trustProxy;
    if (typeof hops !== 'function') throw new Error('hop count expected');
    expect([0, 1, 2].map((hop) => hops('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY inválida/);
    expect(() => loadConfig({ PGLITE_SHARED_BUFFERS: 'muito' })).toThrow(
      'Variável de ambiente PGLITE_SHARED_BUFFERS inválida: "muito" (esperado um tamanho como 32MB).',
    );
    expect(loadConfig({ PGLITE_SHARED_BUFFERS: '64MB' }).database).toMatchObject({ sharedBuffers: '64MB' });
    expect([loadConfig({}).seedScale, loadConfig({ SEED_SCALE: '0.02' }).seedScale]).toEqual([1, 0.02]);
    for (const wrong of ['0', '1.5', 'metade'])
      expect(() => loadConfig({ SEED_SCALE: wrong })).toThrow(
        `Variável de ambiente SEED_SCALE inválida: "${wrong}" (esperado um número maior que 0 e até 1).`,
      );
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ API_PORT: 'abc' })).toThrow('Variável de ambiente API_PORT inválida: "abc"');
    expect(() => loadConfig({ ARGON2_TIME_COST: '0' })).toThrow(/ARGON2_TIME_COST/);
  });
});
