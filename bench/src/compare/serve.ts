// Serves both builds beside a dev stack: the API, the federated host and its remotes on the bench's ports
// (9000, 9080, 9081-9086, as bench:wire), the monolith on 9090, all through the stack's own static server.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { CONTAINERS, containerPort } from '@erp/deployment';
import { randomBytes } from 'node:crypto';
import { registerRelease, startApi, startStaticServer, uploadRelease, waitForApi } from '@erp/stack';
import { BENCH_CONTAINERS, type BuildDirs } from './build';

export const PORTS = {
  api: '9000',
  host: '9080',
  monolith: '9090',
} as const;

const REMOTE_PORTS = Object.fromEntries(CONTAINERS.map((c) => [c.portEnv, String(c.defaultPort + 1000)]));

export interface Served {
  api: ChildProcess;
  env: NodeJS.ProcessEnv;
  urls: { federated: string; monolith: string; api: string };
  /** From spawning the API (migrate, seed an empty database) to its first answer. */
  apiReadyMs: number;
  close(): Promise<void>;
}

export async function serveBoth(dirs: BuildDirs, dataDir: string): Promise<Served> {
  const pagePorts = [PORTS.host, PORTS.monolith, ...Object.values(REMOTE_PORTS)];
  const origins = ['localhost', '127.0.0.1'].flatMap((h) => pagePorts.map((p) => `http://${h}:${p}`));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...REMOTE_PORTS,
    API_PORT: PORTS.api,
    HOST_PORT: PORTS.host,
    DATA_DIR: dataDir,
    DEPLOY_DIR: dirs.deploy,
    // The monolith's origin is not a brand's: it gets the default brand (ERP Demo), the same as the federated host.
    ALLOWED_ORIGINS: origins.join(','),
    NODE_ENV: 'development',
    // The bench deploys its builds through the API, as the stack does.
    STACK_DEPLOY_TOKEN: randomBytes(32).toString('base64url'),
  };
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(dirs.deploy, { recursive: true, force: true });
  const spawned = performance.now();
  const api = startApi(env);
  const servers: http.Server[] = [];
  let apiReadyMs = 0;
  const close = async () => {
    await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
    api.kill('SIGTERM');
  };
  try {
    await waitForApi(180_000, env);
    apiReadyMs = performance.now() - spawned;
    const target = { api: `http://localhost:${PORTS.api}`, token: env.STACK_DEPLOY_TOKEN! };
    for (const c of BENCH_CONTAINERS) {
      await uploadRelease(target, c.name, 'v1', path.join(dirs.builds, c.name));
      await registerRelease(target, c.name, 'v1', { ativar: true, forcar: true });
    }
    const serve = async (root: string, port: string, index?: string) => {
      fs.mkdirSync(root, { recursive: true });
      servers.push(
        await startStaticServer({
          root,
          host: '127.0.0.1',
          port: Number(port),
          allowedOrigins: origins,
          ...(index ? { index } : {}),
        }),
      );
    };
    await serve(dirs.host, PORTS.host, 'index.html');
    await serve(dirs.monolith, PORTS.monolith, 'index.html');
    for (const c of CONTAINERS) await serve(path.join(dirs.deploy, c.name), String(containerPort(c, env)));
  } catch (error) {
    await close();
    throw error;
  }
  return {
    api,
    env,
    urls: {
      federated: `http://localhost:${PORTS.host}`,
      monolith: `http://localhost:${PORTS.monolith}`,
      api: `http://localhost:${PORTS.api}`,
    },
    apiReadyMs,
    close,
  };
}
