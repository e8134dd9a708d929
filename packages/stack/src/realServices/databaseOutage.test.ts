import { startLocalPostgres, type LocalPostgres } from '../services/localPostgres';
import { DEMO_ACCOUNTS_SEED_SCALE, loginOn, startApiChild, type ApiChild } from './apiChild';
import { describeWithRealServices } from './describeWithRealServices';

const UNAVAILABLE = 'Serviço temporariamente indisponível. Tente novamente em instantes.';

let postgres: LocalPostgres;
let api: ApiChild;

async function timed(url: string, init?: RequestInit): Promise<{ status: number; body: string; ms: number }> {
  const started = Date.now();
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(20_000) });
  return { status: res.status, body: await res.text(), ms: Date.now() - started };
}

describeWithRealServices('PostgreSQL unreachable for 10 s (finding 6)', () => {
  beforeAll(async () => {
    postgres = await startLocalPostgres();
    api = await startApiChild({
      DATABASE_URL: postgres.url,
      SEED_DEMO: '1',
      SEED_SCALE: DEMO_ACCOUNTS_SEED_SCALE,
    });
  }, 240_000);

  afterAll(async () => {
    await api?.stop();
    postgres?.close();
  }, 60_000);

  it('answers 503 in Portuguese within 10 s while it is down, stays up, and serves again once it is back', async () => {
    const token = await loginOn(api.url, 'admin@demo.com.br');
    const me = () => timed(`${api.url}/api/Usuarios/getUserInfo`, { headers: { authorization: token } });
    const login = () =>
      timed(`${api.url}/api/Usuarios/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.com.br', password: 'demo123' }),
      });
    expect((await me()).status).toBe(200);

    postgres.stop();
    const downSince = Date.now();
    const answers: { status: number; body: string; ms: number }[] = [];
    while (Date.now() - downSince < 10_000) {
      answers.push(...(await Promise.all([me(), login(), me()])));
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(answers.length).toBeGreaterThan(6);
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(JSON.parse(answer.body)).toEqual({
        error: { statusCode: 503, name: 'ServiceUnavailableError', message: UNAVAILABLE },
      });
      expect(answer.ms).toBeLessThan(10_000);
    }
    expect(api.child.exitCode).toBeNull();

    postgres.start();
    // The pool reconnects by itself on the next query: no restart, and the session from before still works.
    const upSince = Date.now();
    let back = await me();
    while (back.status !== 200 && Date.now() - upSince < 20_000) {
      await new Promise((r) => setTimeout(r, 250));
      back = await me();
    }
    expect(back.status).toBe(200);
    expect((await login()).status).toBe(200);
    expect(api.child.exitCode).toBeNull();
  }, 120_000);
});
