/** What one simulated user does, and the figures every request leaves behind. */

/** Demo accounts that reach the dashboard (the blocked and trial ones would only measure their refusal). */
export const SOAK_ACCOUNTS = [
  'admin@demo.com.br',
  'contador@demo.com.br',
  'suporte@demo.com.br',
  'master@demo.com.br',
  'admin@acme.com.br',
];

export interface Sample {
  step: string;
  ms: number;
  ok: boolean;
  /** HTTP status, or 'timeout' / 'network' when no answer came. */
  status: number | 'timeout' | 'network';
}

export interface UserOptions {
  /** API base URLs: user n talks to `apis[n % apis.length]`, as a balancer would spread sessions. */
  apis: string[];
  password: string;
  until: number;
  /** Pause between two rounds of a user (a person reads the screen), ms. */
  thinkMs: number;
  /** A user signs in again after this many rounds (a new session, as after closing the tab). */
  roundsPerSession: number;
  record(sample: Sample): void;
}

async function timed(
  options: UserOptions,
  step: string,
  url: string,
  init?: RequestInit,
): Promise<Response | null> {
  const started = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    const body = await res.arrayBuffer();
    options.record({ step, ms: performance.now() - started, ok: res.ok, status: res.status });
    return res.ok ? new Response(body, { headers: res.headers }) : null;
  } catch (error) {
    const status = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network';
    options.record({ step, ms: performance.now() - started, ok: false, status });
    return null;
  }
}

/** One user: sign in, then user info, alerts and dashboard in a loop with a pause, signing in again now and then. */
export async function runUser(index: number, options: UserOptions): Promise<void> {
  const api = options.apis[index % options.apis.length]!;
  const email = SOAK_ACCOUNTS[index % SOAK_ACCOUNTS.length]!;
  // Users start spread over one think time, not all in the same millisecond.
  await new Promise((r) => setTimeout(r, Math.random() * options.thinkMs));
  while (Date.now() < options.until) {
    const login = await timed(options, 'login', `${api}/api/Usuarios/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: options.password }),
    });
    if (!login) {
      await new Promise((r) => setTimeout(r, options.thinkMs));
      continue;
    }
    const { id: token } = (await login.json()) as { id: string };
    const headers = { authorization: token };
    for (let round = 0; round < options.roundsPerSession && Date.now() < options.until; round += 1) {
      await timed(options, 'user info', `${api}/api/Usuarios/getUserInfo`, { headers });
      await timed(options, 'alerts', `${api}/api/Alertas/obter`, { headers });
      await timed(options, 'dashboard', `${api}/api/Dashboard/resumo`, { headers });
      await new Promise((r) => setTimeout(r, options.thinkMs * (0.5 + Math.random())));
    }
  }
}
