import Fastify from 'fastify';
import { startTestServer, type TestServer } from '../testing/testServer';
import { API_CONTENT_SECURITY_POLICY, registerSecurityHeaders } from './securityHeaders';

const FRONTENDS = ['http://localhost:8080', 'http://127.0.0.1:8080'];

describe('registerSecurityHeaders', () => {
  const app = Fastify();
  registerSecurityHeaders(app, FRONTENDS);
  app.get('/json', async () => ({ ok: true }));
  app.get('/pdf', async (_req, reply) => reply.type('application/pdf').send(Buffer.from('%PDF-1.7')));
  app.get('/page', async (_req, reply) => reply.type('text/html; charset=utf-8').send('<p>termos</p>'));
  app.get('/own', async (_req, reply) =>
    reply
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .type('image/png')
      .send(Buffer.alloc(4)),
  );
  afterAll(() => app.close());

  it('sends nosniff and no referrer on every answer', async () => {
    for (const url of ['/json', '/pdf', '/page', '/own', '/nada']) {
      const res = await app.inject({ url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('lets nothing load in, frame or submit from a JSON answer, a 404 included', async () => {
    expect((await app.inject({ url: '/json' })).headers['content-security-policy']).toBe(
      API_CONTENT_SECURITY_POLICY,
    );
    const missing = await app.inject({ url: '/nada' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
    expect(API_CONTENT_SECURITY_POLICY).toMatch(/default-src 'none'/);
    expect(API_CONTENT_SECURITY_POLICY).toMatch(/frame-ancestors 'none'/);
  });

  it('lets a served page be framed by the host and the remotes only, and never run script', async () => {
    const policy = String((await app.inject({ url: '/page' })).headers['content-security-policy']);
    expect(policy).toContain("frame-ancestors 'self' http://localhost:8080 http://127.0.0.1:8080");
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toMatch(/script-src/);
  });

  it("keeps a route's own policy, and leaves a PDF to the browser's viewer", async () => {
    expect((await app.inject({ url: '/own' })).headers['content-security-policy']).toBe(
      "default-src 'none'; sandbox",
    );
    const pdf = await app.inject({ url: '/pdf' });
    expect(pdf.headers['content-security-policy']).toBeUndefined();
    expect(pdf.body).toBe('%PDF-1.7');
  });
});

describe('the API sends its security headers', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('on JSON, on a refusal and on a brand document', async () => {
    const ping = await t.app.inject({ url: '/api/ping' });
    expect(ping.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
    expect(ping.headers['x-content-type-options']).toBe('nosniff');
    expect(ping.headers['referrer-policy']).toBe('no-referrer');

    const refused = await t.app.inject({ url: '/api/Planos' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);

    const terms = await t.app.inject({ url: '/assets/docs/termos-de-uso.html' });
    expect(terms.statusCode).toBe(200);
    expect(terms.headers['content-security-policy']).toContain(
      `frame-ancestors 'self' ${t.config.allowedOrigins.join(' ')}`,
    );
  });
});
