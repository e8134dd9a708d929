import zlib from 'node:zlib';
import { startTestServer, type TestServer } from '../testing/testServer';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('API compression', () => {
  it('sends a JSON answer above the threshold in brotli, or gzip, to a client that accepts it', async () => {
    const plain = await t.app.inject({ url: '/api/ConfigWhiteLabels' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await t.app.inject({
      url: '/api/ConfigWhiteLabels',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await t.app.inject({
      url: '/api/ConfigWhiteLabels',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers as they are', async () => {
    const ping = await t.app.inject({ url: '/api/ping', headers: { 'accept-encoding': 'br' } });
    expect(ping.headers['content-encoding']).toBeUndefined();
    expect(ping.json()).toEqual({ ok: true });
  });

  it('keeps a Portuguese error answer readable once decoded', async () => {
    const res = await t.app.inject({ url: '/api/Planos', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(401);
    const body =
      res.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(res.rawPayload) : res.rawPayload;
    expect(JSON.parse(body.toString()).error.message).toMatch(/[a-zà-ú]/i);
  });
});
