import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureCommand } from './aptInstall';
import { freePort } from './freePort';
import { superviseForeground, type ForegroundService } from './foregroundService';

/** A throw-away HAProxy balancing HTTP round-robin over API machines, as a load balancer in production does. */
export interface LocalProxy extends ForegroundService {
  /** `http://127.0.0.1:<port>` */
  url: string;
}

/**
 * The configuration docs/deploy.md recommends: round-robin, no stickiness (sockets use WebSockets, one connection
 * each), an active check of `/api/health/ready` every second (a machine failing it twice leaves the rotation), and a
 * request that could not reach a machine sent to the other one. Only GET/HEAD are retried after a machine accepted
 * them and died: a POST may have done its work, so it is never sent twice.
 */
export function haproxyConfig(port: number, backends: readonly number[]): string {
  return [
    'global',
    '  maxconn 2000',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    // The readiness probe gives each dependency 2 s; a busy machine's answer may take a little longer than `inter`.
    '  timeout check 3s',
    // socket.io's WebSockets stay open for as long as a browser tab does.
    '  timeout tunnel 1h',
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response response-timeout',
    'frontend api',
    `  bind 127.0.0.1:${port}`,
    '  option forwardfor',
    '  acl idempotent method GET HEAD OPTIONS',
    '  http-request disable-l7-retry if !idempotent',
    '  default_backend apis',
    'backend apis',
    '  balance roundrobin',
    '  option httpchk GET /api/health/ready',
    '  http-check expect status 200',
    '  default-server inter 1s fall 2 rise 2',
    ...backends.map((p, i) => `  server api${i + 1} 127.0.0.1:${p} check`),
    '',
  ].join('\n');
}

/** Starts HAProxy on `port` (a free one unless given: the API's PUBLIC_API_URL may need it before it starts). */
export async function startLocalProxy(backends: readonly number[], port?: number): Promise<LocalProxy> {
  ensureCommand('haproxy', ['-v'], 'haproxy');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-haproxy-'));
  port ??= await freePort();
  const config = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(config, haproxyConfig(port, backends));
  // -db: stay in the foreground, so stopping this child stops the proxy.
  const child = spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'inherit'] });
  return superviseForeground(child, { port, dir, url: `http://127.0.0.1:${port}` });
}
