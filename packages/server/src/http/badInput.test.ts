import * as v from 'valibot';
import { parseInput } from './validation';
import { startTestServer, type TestServer } from '../testing/testServer';

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
  token = await t.login('admin@demo.com.br');
});
afterAll(() => t.close());

/** Bodies no client should send; none of them may cause a 5xx. */
const BODIES: unknown[] = [
  {},
  { email: null, password: null },
  { email: {}, password: [] },
  { email: 'a\u0000@b.com', password: 'x\u0000y' },
  { email: 'admin', password: 'demo123', extra: { deep: [1, 2, { x: 'y' }] } },
  { token: 'x'.repeat(10_000), password: 'p'.repeat(10_000), confirmar: 1 },
  { userId: 1e308, senhaAntiga: true, senhaNova: {} },
  { userId: -1, senhaAntiga: 'demo123', senhaNova: 'novaSenha1' },
  { userId: '99999999999', senhaAntiga: 'demo123', senhaNova: 'novaSenha1' },
  { sistema: ['novoerp'], email: ['admin@demo.com.br'] },
];

const POSTS = [
  '/api/Usuarios/login?include=user',
  '/api/Usuarios/reset',
  '/reset-password?access_token=abc',
  '/reset-password?access_token=a%00b',
  '/api/Usuarios/primeiroAcesso',
  '/api/Usuarios/alteraSenha',
  '/api/Alertas',
  '/api/Alertas/geral',
  '/api/Favoritos',
  '/api/Usuarios/selecionarFilial',
  '/api/Usuarios/contratarPlano',
  '/api/Usuarios/efetivarPlano',
  '/api/Usuarios/migrarPlano',
  '/api/Usuarios/avatar',
  '/api/Cobrancas/webhook',
  '/api/Admin/cobrancas/cob_x/baixa',
  '/dev/cobrancas/cob_x/pagar',
];

const GETS = [
  '/api/ConfigWhiteLabels?filter={"where":{"idConfig":99999999999}}',
  '/api/ConfigWhiteLabels?filter={"where":{"title":"a\\u0000b"}}',
  '/api/ConfigWhiteLabels?filter={"where":{"idConfig":{"inq":[1,"x",null]}}}',
  '/api/ConfigWhiteLabels?filter={"limit":1e400,"skip":-5}',
  '/api/ConfigWhiteLabels?filter={"order":["idConfig ASC; DROP TABLE x"]}',
  '/api/ConfigWhiteLabels?filter=[[[[[]]]]]',
  '/api/ConfigWhiteLabels?filter=null',
  '/api/ConfigWhiteLabels?filter={"where":{"__proto__":{"x":1}}}',
  '/api/ConfigWhiteLabels?filter[where][idConfig]=1',
  '/api/ConfigWhiteLabels/%00',
  '/api/ConfigWhiteLabels/-1',
  '/api/remotes?idConfig=99999999999',
  '/api/remotes?idConfig[]=1',
  '/api/Usuarios/getUserInfo?sistema[]=x',
  '/api/Usuarios/getUserInfo?sistema=%00',
  '/api/Alertas/pesquisar-alertas?filter={"where":{"data":{"gt":"ontem"}}}',
  '/api/Alertas/pesquisar-alertas?filter={"where":{"lido":"talvez"},"order":"texto DESC"}',
  '/api/Alertas/pesquisar-alertas?filter={"limit":-1}',
  '/api/Alertas/99999999999',
  '/api/Alertas/%00',
  '/api/Planos?filter={"where":{"valorMensal":{"gt":"caro"}}}',
  '/api/Planos?filter={"where":{"configWhiteLabel":99999999999}}',
  '/api/Planos/findOne?filter=[[',
  '/api/Planos/abc',
  '/api/Usuarios/avatar/%00',
  '/api/Usuarios/avatar/..%2F..%2Fpackage.json',
  '/api/Cobrancas?filialId=abc',
  '/api/Cobrancas?filialId=99999999999',
  '/api/Cobrancas/%00',
  '/api/Cobrancas/' + 'x'.repeat(500),
  '/api/Admin/cobrancas?idConfig=1&status=%00',
];

describe('bad input never causes a 5xx', () => {
  it.each(POSTS)('POST %s', async (url) => {
    const answers: Array<{ payload: unknown; status: number; message: unknown }> = [];
    for (const payload of BODIES) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { authorization: token },
        payload: payload as object,
      });
      answers.push({
        payload,
        status: res.statusCode,
        message: res.json<{ error?: { message?: unknown } }>().error?.message,
      });
    }
    // Every answer is a client error with a message: listed whole so a failure shows which payload broke it.
    expect(answers.filter((a) => a.status < 400 || a.status >= 500 || typeof a.message !== 'string')).toEqual(
      [],
    );
  });

  it.each(GETS)('GET %s', async (url) => {
    const res = await t.app.inject({ url, headers: { authorization: token } });
    expect(res.statusCode).toBeLessThan(500);
  });

  it('a huge Authorization header or token is a 401, not a crash', async () => {
    const res = await t.app.inject({
      url: '/api/Usuarios/verificaFilial',
      headers: { authorization: 'Bearer ' + 'a'.repeat(5000) },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('schema steps without a message of their own', () => {
  it('answer a Portuguese message naming the field, never valibot’s English default', () => {
    const schema = v.object({ include: v.optional(v.pipe(v.string(), v.maxLength(5))) });
    expect(() => parseInput(schema, { include: 'longo demais' }, 'query')).toThrow(
      'O campo include é inválido.',
    );
    expect(() => parseInput(schema, { include: 7 }, 'query')).toThrow('O campo include é inválido.');
  });
});
