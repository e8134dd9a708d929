import fs from 'node:fs';
import path from 'node:path';
import type { Socket } from 'socket.io-client';
import { startLocalPostgres, type LocalPostgres } from '../services/localPostgres';
import { startLocalRedis, type LocalRedis } from '../services/localRedis';
import { DEMO_ACCOUNTS_SEED_SCALE, loginOn, startApiChild, type ApiChild } from './apiChild';
import { describeWithRealServices } from './describeWithRealServices';
import { authenticatedSocket } from './socketClient';

// Two API processes on different ports, one PostgreSQL and one Redis: what a deployment behind a balancer is.
let postgres: LocalPostgres;
let redis: LocalRedis;
let a: ApiChild;
let b: ApiChild;
const sockets: Socket[] = [];

describeWithRealServices('two API processes sharing PostgreSQL and Redis', () => {
  beforeAll(async () => {
    postgres = await startLocalPostgres();
    redis = await startLocalRedis();
    const env = {
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      SEED_DEMO: '1',
      // The business data at full scale would cost each start ~7 CPU-seconds of the API and more of PostgreSQL.
      SEED_SCALE: DEMO_ACCOUNTS_SEED_SCALE,
      RATE_LIMIT_MAX_FAILURES_PER_EMAIL: '3',
      REPORTS_CONCURRENCY: '1',
    };
    // The first migrates and seeds; the second then finds everything in place.
    a = await startApiChild(env);
    b = await startApiChild(env);
  }, 240_000);

  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await Promise.all([a?.stop(), b?.stop()]);
    await redis?.close();
    postgres?.close();
  }, 60_000);

  const post = (url: string, token: string | null, pathname: string, body: object) =>
    fetch(`${url}${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
      body: JSON.stringify(body),
    });

  it('pushes an alert sent through one process to a socket connected to the other', async () => {
    const seller = await loginOn(b.url, 'vendedor@demo.com.br');
    const socket = await authenticatedSocket(b.url, seller);
    sockets.push(socket);
    const received: { texto: string }[] = [];
    socket.on('alerta', (payload: { texto: string }) => received.push(payload));
    const me = await fetch(`${b.url}/api/Usuarios/getUserInfo`, { headers: { authorization: seller } });
    const sellerId = ((await me.json()) as { id: number }).id;

    const admin = await loginOn(a.url, 'admin@demo.com.br');
    const sent = await post(a.url, admin, '/api/Alertas', {
      usuarioId: sellerId,
      tipo: 'info',
      texto: 'Enviado pelo processo A',
    });
    expect(sent.status).toBe(200);
    const deadline = Date.now() + 10_000;
    while (!received.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(received).toEqual([expect.objectContaining({ texto: 'Enviado pelo processo A' })]);
  }, 60_000);

  it('counts failed logins in Redis: failures through one process block the account on the other', async () => {
    for (let i = 0; i < 3; i += 1) {
      const res = await post(a.url, null, '/api/Usuarios/login', {
        email: 'trial@demo.com.br',
        password: 'x',
      });
      expect(res.status).toBe(401);
    }
    const blocked = await post(b.url, null, '/api/Usuarios/login', {
      email: 'trial@demo.com.br',
      password: 'y',
    });
    expect(blocked.status).toBe(429);
    expect(((await blocked.json()) as { error: { message: string } }).error.message).toBe(
      'Muitas tentativas sem sucesso. Aguarde alguns minutos e tente novamente.',
    );
  }, 60_000);

  it('lets each report job be taken by exactly one of the two processes', async () => {
    const period = { dataInicial: '2020-03-01', dataFinal: '2020-03-31' };
    const kinds: [string, object][] = [
      ['vendas', period],
      ['financeiro', period],
      ['pessoas', { tipoPessoa: 1 }],
    ];
    const tokens = [await loginOn(a.url, 'admin@demo.com.br'), await loginOn(b.url, 'admin@acme.com.br')];
    const started = await Promise.all(
      tokens.flatMap((token, user) =>
        kinds.flatMap(([kind, filters]) =>
          ['pdf', 'xlsx'].map(async (format, i) => {
            // Half the requests reach each process, as a balancer would spread them.
            const api = (user + i) % 2 === 0 ? a : b;
            const res = await post(api.url, token, `/api/Relatorios/gerar/${kind}/${format}`, filters);
            expect(res.status).toBe(202);
            return ((await res.json()) as { id: number }).id;
          }),
        ),
      ),
    );
    expect(started).toHaveLength(12);

    const deadline = Date.now() + 120_000;
    let waiting = started.length;
    while (waiting > 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 500));
      waiting = Number(postgres.query(`select count(*) from relatorios where status = 0`)[0]);
    }
    expect(waiting).toBe(0);
    const rows = postgres
      .query(`select id, status, locked_by, arquivo from relatorios where id in (${started.join(',')})`)
      .map((line) => line.split('|'));
    expect(rows).toHaveLength(12);
    // Each process writes into its own DATA_DIR: a job run twice would leave its file in both.
    const files = (api: ApiChild) => {
      const dir = path.join(api.dataDir, 'reports');
      return new Set(fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).map(String) : []);
    };
    const [inA, inB] = [files(a), files(b)];
    for (const [, status, lockedBy, arquivo] of rows) {
      expect(status).toBe('1');
      expect(lockedBy).not.toBe('');
      const name = path.basename(arquivo!);
      expect([...inA, ...inB].filter((f) => path.basename(f) === name)).toHaveLength(1);
    }
    // Both processes took jobs from the one queue.
    expect(new Set(rows.map((r) => r[2])).size).toBe(2);
  }, 240_000);
});
