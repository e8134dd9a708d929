import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { redactUrl, requestLogSerializer } from './logRedaction';

describe('log redaction', () => {
  it('hides link tokens and sign-in codes in URLs, keeps the rest', () => {
    expect(redactUrl('/reset-password?access_token=abcDEF_123-x&x=1')).toBe(
      '/reset-password?access_token=[oculto]&x=1',
    );
    expect(redactUrl('/api/Usuarios/codigo?sistema=novoerp&code=zzz')).toBe(
      '/api/Usuarios/codigo?sistema=novoerp&code=[oculto]',
    );
    expect(redactUrl('/api/Relatorios?filter={}')).toBe('/api/Relatorios?filter={}');
  });

  it('is what the request log line carries', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream, serializers: { req: requestLogSerializer } } });
    app.post('/reset-password', async () => ({}));
    await app.inject({
      method: 'POST',
      url: '/reset-password?access_token=segredo123segredo123',
      payload: {},
    });
    await app.close();
    expect(lines.join('')).toContain('access_token=[oculto]');
    expect(lines.join('')).not.toContain('segredo123');
  });
});
