import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_ROOT } from '../paths';

/** A running `webpack serve` of one app. */
export interface DevServer {
  readonly name: string;
  readonly url: string;
  close(): void;
}

export interface DevServerOptions {
  /** Shown in front of its output and in errors (`shell`, `host`). */
  name: string;
  /** The app's folder, relative to the repository. */
  appDir: string;
  port: number;
  /** Extra environment: the container's build variables, the host's overrides and headers. */
  env: Record<string, string>;
}

/** Prefixes every line a child writes, so several dev servers stay readable in one terminal. */
function prefixLines(stream: NodeJS.ReadableStream | null, prefix: string, out: NodeJS.WritableStream): void {
  let rest = '';
  stream?.on('data', (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) out.write(`${prefix} ${line}\n`);
  });
}

/**
 * A rebuild allocates much short-lived data: with a young generation of 64 MB instead of Node's 16 MB, the garbage
 * collector's share of a rebuild after an edit falls and the rebuild takes ~15% less CPU (bench/README.md,
 * `bench:dev`), for ~100 MB more memory per dev server.
 */
const DEV_SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];

/** Starts `webpack serve --mode development` for an app; the server answers once its first compilation is done. */
export function startDevServer(options: DevServerOptions): DevServer {
  const appDir = path.join(REPO_ROOT, options.appDir);
  const cli = createRequire(path.join(appDir, 'package.json')).resolve('webpack-cli/bin/cli.js');
  const child: ChildProcess = spawn(
    process.execPath,
    [...DEV_SERVER_NODE_FLAGS, cli, 'serve', '--mode', 'development'],
    {
      cwd: appDir,
      env: { ...process.env, ...options.env, DEV_SERVER_PORT: String(options.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // However the stack ends (Ctrl+C, a failed build, the API stopping), its dev servers go with it.
  process.once('exit', () => child.kill('SIGTERM'));
  prefixLines(child.stdout, `[dev ${options.name}]`, process.stdout);
  prefixLines(child.stderr, `[dev ${options.name}]`, process.stderr);
  return {
    name: options.name,
    url: `http://localhost:${options.port}/`,
    close: () => void child.kill('SIGTERM'),
  };
}

/**
 * Waits until `url` answers 200: webpack-dev-server holds requests until its first compilation is done, so this is
 * the moment the app can be loaded.
 */
export async function waitUntilServed(url: string, timeoutMs = 30 * 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} não respondeu em ${timeoutMs / 1000} s.`);
}
