import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { rollbackRelease, uploadRelease } from './deployClient';

/** A balancer in front of the deploy API that answers 503 ("no server available") to the first `busy` requests. */
async function flakyBalancer(busy: number) {
  const seen: Array<{ method: string; url: string; body: string }> = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method!, url: request.url!, body });
      if (seen.length <= busy) response.writeHead(503).end('<html>No server is available</html>');
      else
        response
          .writeHead(request.method === 'PUT' ? 204 : 200, { 'content-type': 'application/json' })
          .end(
            request.method === 'PUT'
              ? undefined
              : '{"container":"reports","ativa":"v1","historico":[],"versoes":[]}',
          );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { seen, target: { api: `http://127.0.0.1:${port}`, token: 't' }, close: () => server.close() };
}

const NO_WAIT = [0, 0, 0, 0];

describe('deploy client retries', () => {
  it('sends a file again, whole, while the balancer has no machine for it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-retry-'));
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{"name":"reports"}');
    const balancer = await flakyBalancer(2);
    try {
      expect(await uploadRelease(balancer.target, 'reports', 'v1', dir, NO_WAIT)).toBe(1);
      expect(balancer.seen.map((r) => r.body)).toEqual(Array(3).fill('{"name":"reports"}'));
    } finally {
      balancer.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives up on a file after the last try, with the status', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-retry-'));
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
    const balancer = await flakyBalancer(100);
    try {
      await expect(uploadRelease(balancer.target, 'reports', 'v1', dir, NO_WAIT)).rejects.toThrow(
        'A API respondeu 503.',
      );
      expect(balancer.seen).toHaveLength(NO_WAIT.length + 1);
    } finally {
      balancer.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('never sends a POST twice: it may have done its work', async () => {
    const balancer = await flakyBalancer(1);
    try {
      await expect(rollbackRelease(balancer.target, 'reports')).rejects.toThrow('A API respondeu 503.');
      expect(balancer.seen).toHaveLength(1);
    } finally {
      balancer.close();
    }
  });
});
