import { PREFIX, until, type ScaleOut } from './kit';

/** Both machines join the balancer only once ready and migrate once between them; the bucket serves the host. */
export function machinesAndHost(deployment: () => ScaleOut): void {
  it('puts both machines in rotation once /api/health/ready answers 200 on each', async () => {
    const { a, b, proxy, postgres } = deployment();
    for (const api of [a, b]) {
      const res = await fetch(`${api.url}/api/health/ready`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        status: 'ok',
        checks: { database: 'ok', redis: 'ok', storage: 'ok' },
      });
    }
    // HAProxy needs two passing checks (`rise 2`, one a second) before it sends traffic.
    await until('balancer', async () => ((await fetch(`${proxy.url}/api/ping`)).ok ? true : null));
    // Each migration applied once although both machines started at the same moment.
    const [applied, distinct] = postgres
      .query('select count(*), count(distinct hash) from drizzle.__drizzle_migrations')[0]!
      .split('|');
    expect(applied).toBe(distinct);
  });

  it('serves the host from the bucket: its page stamped with the CSP, the API behind the balancer and the remotes', async () => {
    const { s3, proxy } = deployment();
    const page = await fetch(s3.objectUrl(`${PREFIX}host/index.html`));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const html = await page.text();
    const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(csp).toContain(`script-src 'self' ${s3.objectUrl(`${PREFIX}releases`)}/auth/ `);
    expect(csp).toContain(`connect-src 'self'`);
    expect(csp).toContain(proxy.url);
    const apiList = /<meta name="erp-api-list" content="([^"]+)"/.exec(html)?.[1];
    expect(apiList).toBe(`${proxy.url}/api-list.json`);
    const brands = (await (await fetch(apiList!)).json()) as unknown[];
    expect(brands.length).toBeGreaterThanOrEqual(2);
    // A hashed script of the page: immutable, readable from any brand's page.
    const script = /<script[^>]+src="([^"]+)"/.exec(html)?.[1];
    const chunk = await fetch(s3.objectUrl(`${PREFIX}host/${script}`), {
      headers: { origin: 'https://erp.example.com' },
    });
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.get('access-control-allow-origin')).toBeTruthy();
  });
}
