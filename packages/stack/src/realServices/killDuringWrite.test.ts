import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { DEMO_ACCOUNTS_SEED_SCALE, loginOn, startApiChild } from './apiChild';
import { describeWithRealServices } from './describeWithRealServices';

const SERVER_DIR = path.resolve(__dirname, '../../../server');

/** Alert texts in the embedded database and how many rows each has, read by a process of its own after the API. */
function alertCounts(dataDir: string): Map<string, number> {
  const script = `
    import { PGlite } from '@electric-sql/pglite';
    const db = await PGlite.create({ dataDir: ${JSON.stringify(path.join(dataDir, 'db'))} });
    const { rows } = await db.query("select texto, count(*)::int as n from alertas where texto like 'kill9-%' group by texto");
    console.log(JSON.stringify(rows));
    await db.close();`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: SERVER_DIR,
    encoding: 'utf8',
  });
  const rows = JSON.parse(out.trim().split('\n').pop()!) as { texto: string; n: number }[];
  return new Map(rows.map((r) => [r.texto, r.n]));
}

/** Alert texts pushed to a socket that authenticates on every (re)connection, as the browser's client does. */
function browserLikeSocket(
  url: string,
  token: string,
): { socket: Socket; alerts: string[]; authentications: number } {
  const socket = connect(url, {
    transports: ['websocket'],
    reconnectionDelay: 200,
    reconnectionDelayMax: 1000,
  });
  const state = { socket, alerts: [] as string[], authentications: 0 };
  socket.on('connect', () => socket.emit('authentication', { token }));
  socket.on('authenticated', () => (state.authentications += 1));
  socket.on('alerta', (payload: { texto: string }) => state.alerts.push(payload.texto));
  return state;
}

async function until(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  return condition();
}

describeWithRealServices('API killed with kill -9 during writes (embedded database)', () => {
  it('restarts on the same folder, opens the database cleanly, keeps every write whole or absent, and the browser session and socket carry on', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-kill9-'));
    try {
      // The alerts go to the demo accounts: the seed's business data (a year of sales at full scale, ~7 of its ~19
      // CPU-seconds) is not read here.
      const first = await startApiChild({ DATA_DIR: dataDir, SEED_SCALE: DEMO_ACCOUNTS_SEED_SCALE });
      const token = await loginOn(first.url, 'master@demo.com.br');
      const browser = browserLikeSocket(first.url, token);
      expect(await until(() => browser.authentications === 1, 10_000)).toBe(true);
      // Each general alert is one multi-row INSERT (a row per user of the brand): a torn write would leave some rows.
      const acknowledged = new Map<string, number>();
      let sent = 0;
      let writing = true;
      const writer = async () => {
        while (writing) {
          const texto = `kill9-${(sent += 1)}`;
          try {
            const res = await fetch(`${first.url}/api/Alertas/geral`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: token },
              body: JSON.stringify({ tipo: 'info', texto }),
            });
            if (res.status === 200) acknowledged.set(texto, ((await res.json()) as { count: number }).count);
          } catch {
            return; // the process is gone
          }
        }
      };
      const writers = Promise.all(Array.from({ length: 4 }, writer));
      while (acknowledged.size < 20) await new Promise((r) => setTimeout(r, 20));
      first.child.kill('SIGKILL');
      expect(await first.exited).toBe('SIGKILL');
      writing = false;
      await writers;
      // The dead process's lock is still there: the next start must take it over.
      expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(true);

      const second = await startApiChild({ DATA_DIR: dataDir, API_PORT: String(first.port) });
      try {
        // The browser's session outlived the crash: its token still works, its socket came back and signed in again.
        const me = await fetch(`${second.url}/api/Usuarios/getUserInfo`, {
          headers: { authorization: token },
        });
        expect(me.status).toBe(200);
        expect(await until(() => browser.authentications === 2, 15_000)).toBe(true);
        const res = await fetch(`${second.url}/api/Alertas/geral`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: token },
          body: JSON.stringify({ tipo: 'info', texto: 'kill9-after' }),
        });
        expect(res.status).toBe(200);
        expect(await until(() => browser.alerts.includes('kill9-after'), 10_000)).toBe(true);
      } finally {
        browser.socket.close();
        expect(await second.stop()).toBe(0);
      }

      const counts = alertCounts(dataDir);
      const recipients = [...acknowledged.values()][0]!;
      expect(recipients).toBeGreaterThan(1);
      // Every write the API confirmed survived, whole.
      for (const [texto, count] of acknowledged) expect([texto, counts.get(texto)]).toEqual([texto, count]);
      // And no write, confirmed or cut off, left part of its rows.
      for (const [texto, count] of counts) expect([texto, count]).toEqual([texto, recipients]);
      expect(counts.get('kill9-after')).toBe(recipients);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
