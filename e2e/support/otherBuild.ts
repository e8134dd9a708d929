import http from 'node:http';
import os from 'node:os';
import type { AddressInfo } from 'node:net';

/**
 * Where the `pnpm dev` suite serves a team's preview build: an origin of this machine that is not loopback (the API
 * treats loopback as the developer's own machine, open to anyone outside production), listed in the dev stack's
 * REMOTE_PREVIEW_ORIGINS. Null on a machine with no such address.
 */
export function previewOrigin(env: NodeJS.ProcessEnv = process.env): string | null {
  const address = Object.values(os.networkInterfaces())
    .flat()
    .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
  const port = (Number(env.HOST_PORT) || 8080) + 1110;
  return address ? `http://${address}:${port}` : null;
}

/** The path of a copy of the manifest that breaks the area's contract (its exposed modules removed). */
const BROKEN_MANIFEST = '/quebrada/mf-manifest.json';

/**
 * Another build of an area, as a team would serve it from their machine or a preview server: every file of a
 * published version (`entry`, its `mf-manifest.json`) answered from another origin, with `BROKEN_MANIFEST` beside
 * it. Records the paths asked for, so a test can say whether the page (or the API's check) read from it.
 */
export class OtherBuild {
  private constructor(
    private readonly server: http.Server,
    readonly origin: string,
    readonly requested: readonly string[],
  ) {}

  /** Serves the build of `entry` on `listen` (port 0: any free one), known to the page as `origin`. */
  static async of(
    entry: string,
    listen: { host: string; port: number },
    origin?: string,
  ): Promise<OtherBuild> {
    const base = new URL('.', entry);
    const requested: string[] = [];
    const server = http.createServer((req, res) => {
      const path = req.url ?? '/';
      requested.push(path);
      void answer(base, path).then(
        ({ status, type, body }) => {
          res.writeHead(status, { 'Content-Type': type, 'Access-Control-Allow-Origin': '*' });
          res.end(body);
        },
        () => {
          res.writeHead(502);
          res.end();
        },
      );
    });
    await new Promise<void>((resolve) => server.listen(listen.port, listen.host, resolve));
    const { port } = server.address() as AddressInfo;
    return new OtherBuild(server, origin ?? `http://${listen.host}:${port}`, requested);
  }

  get manifest(): string {
    return `${this.origin}/mf-manifest.json`;
  }

  get brokenManifest(): string {
    return `${this.origin}${BROKEN_MANIFEST}`;
  }

  /** Whether the page fetched any code of this build (its remote entry or a chunk). */
  servedCode(): boolean {
    return this.requested.some((path) => path.endsWith('.js'));
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

async function answer(base: URL, path: string): Promise<{ status: number; type: string; body: Buffer }> {
  const broken = path === BROKEN_MANIFEST;
  const upstream = await fetch(new URL(broken ? 'mf-manifest.json' : path.slice(1), base));
  const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
  if (!broken) return { status: upstream.status, type, body: Buffer.from(await upstream.arrayBuffer()) };
  const manifest = (await upstream.json()) as Record<string, unknown>;
  return { status: 200, type, body: Buffer.from(JSON.stringify({ ...manifest, exposes: [] })) };
}
