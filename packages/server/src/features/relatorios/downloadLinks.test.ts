import { eq } from 'drizzle-orm';
import { relatorios } from '../../db/schema';
import { startTestServer, type TestServer } from '../../testing/testServer';

let t: TestServer;
let admin: string;
let contador: string;
let pdfId: number;
let xlsxId: number;

const auth = (token: string) => ({ authorization: token });

async function generate(token: string, path: string): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/Relatorios/gerar/${path}`,
    headers: auth(token),
    payload: {},
  });
  expect(res.statusCode).toBe(202);
  await t.server.context.reports.drain();
  const { id } = res.json<{ id: number }>();
  const [row] = await t.server.db.select().from(relatorios).where(eq(relatorios.id, id));
  expect(row?.status).toBe(1);
  return id;
}

/** A download link of report `id` for the session `token`. */
async function linkOf(token: string, id: number): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/Relatorios/${id}/arquivo/link`,
    headers: auth(token),
  });
  expect(res.statusCode).toBe(200);
  const { url, expiraEm } = res.json<{ url: string; expiraEm: string }>();
  // Short-lived: at most five minutes.
  expect(Date.parse(expiraEm) - t.clock()).toBeLessThanOrEqual(5 * 60_000);
  return url;
}

const tokenOf = (url: string) => new URL(url, 'http://api').searchParams.get('access_token') ?? '';
const get = (url: string) => t.app.inject({ url });
const refusal = async (url: string) => {
  const res = await get(url);
  return [res.statusCode, res.json<{ error: { message: string } }>().error.message];
};

const INVALID = 'Link de download inválido. Baixe o arquivo novamente pelo sistema.';

beforeAll(async () => {
  t = await startTestServer();
  [admin, contador] = await Promise.all([t.login('admin@demo.com.br'), t.login('contador@demo.com.br')]);
  pdfId = await generate(admin, 'pessoas/pdf');
  xlsxId = await generate(contador, 'pessoas/xlsx');
});
afterAll(() => t.close());

describe('report download links (no session token in an address)', () => {
  it('refuses the session token in ?access_token= with the Portuguese message', async () => {
    expect(await refusal(`/api/Relatorios/${pdfId}/arquivo?access_token=${admin}`)).toEqual([401, INVALID]);
    // The header still works: an authenticated fetch needs no link.
    expect(
      (await t.app.inject({ url: `/api/Relatorios/${pdfId}/arquivo`, headers: auth(admin) })).statusCode,
    ).toBe(200);
  });

  it('serves the file its link was made for, to nobody without the link', async () => {
    const url = await linkOf(admin, pdfId);
    expect(url).toMatch(new RegExp(`^/api/Relatorios/${pdfId}/arquivo\\?access_token=`));
    expect(url).not.toContain(admin);
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('is worth nothing for another file, even one the same user may download', async () => {
    const token = tokenOf(await linkOf(admin, pdfId));
    expect(await refusal(`/api/Relatorios/${xlsxId}/arquivo?access_token=${token}`)).toEqual([401, INVALID]);
  });

  it("is worth nothing for another user's session (the signature binds the session)", async () => {
    const token = tokenOf(await linkOf(contador, xlsxId));
    const [sessionId, ...signed] = token.split('.');
    const forged = [Number(sessionId) - 1, ...signed].join('.');
    expect(await refusal(`/api/Relatorios/${xlsxId}/arquivo?access_token=${forged}`)).toEqual([401, INVALID]);
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await refusal(`/api/Relatorios/${xlsxId}/arquivo?access_token=${tampered}`)).toEqual([
      401,
      INVALID,
    ]);
  });

  it('expires after a few minutes with its own message', async () => {
    const url = await linkOf(admin, pdfId);
    t.clock.advance(5 * 60_000 + 1000);
    expect(await refusal(url)).toEqual([
      410,
      'Link de download expirado. Baixe o arquivo novamente pelo sistema.',
    ]);
  });

  it('dies with its session', async () => {
    const token = await t.login('admin@demo.com.br');
    const url = await linkOf(token, pdfId);
    expect((await get(url)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/Usuarios/logout', headers: auth(token) });
    expect(await refusal(url)).toEqual([401, INVALID]);
  });

  it('is not given for a report the caller may not see', async () => {
    const acme = await t.login('admin@acme.com.br');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/Relatorios/${pdfId}/arquivo/link`,
      headers: auth(acme),
    });
    expect(res.statusCode).toBe(404);
    // Nor malformed junk: a 4xx in Portuguese, never a 5xx.
    expect(await refusal(`/api/Relatorios/${pdfId}/arquivo?access_token=${'x'.repeat(300)}`)).toEqual([
      400,
      INVALID,
    ]);
  });
});
