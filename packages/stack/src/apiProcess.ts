import { spawn, type ChildProcess } from 'node:child_process';
import { REPO_ROOT, stackConfig } from './paths';
import { bundleServer, SERVER_PROCESS_ENV } from './serverBundle';

/** Starts the API server as its own process, exactly as a deployment runs it: compiled from the sources first. */
export function startApi(env: NodeJS.ProcessEnv = process.env): ChildProcess {
  return spawn(process.execPath, [bundleServer()], {
    cwd: REPO_ROOT,
    // One line per request drowns the URLs the stack prints; LOG_LEVEL=info brings them back. The stack is the
    // development start: its reset e-mails are read at /dev/outbox and the local billing provider's charges are paid
    // at /dev/cobrancas (both loopback only, never in production).
    env: { LOG_LEVEL: 'warn', DEV_OUTBOX: '1', DEV_BILLING: '1', ...SERVER_PROCESS_ENV, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** Waits until the API answers its ping, or fails after `timeoutMs`. */
export async function waitForApi(timeoutMs = 60_000, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const url = `http://localhost:${stackConfig(env).apiPort}/api/ping`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`A API não respondeu em ${url} dentro de ${timeoutMs / 1000} s.`);
}
