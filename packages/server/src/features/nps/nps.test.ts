import type { NpsResumo } from '@erp/domain';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { call } from '../../testing/adminTestKit';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('NPS', () => {
  it("takes one answer per user every 90 days and scores the brand's answers", async () => {
    const answer = async (email: string, nota: number, comentario = '') =>
      call(t, await t.login(email), 'POST', '/api/Nps', { nota, comentario });
    expect((await answer('admin@demo.com.br', 10, 'Ótimo')).statusCode).toBe(204);
    expect((await answer('vendedor@demo.com.br', 9)).statusCode).toBe(204);
    expect((await answer('trial@demo.com.br', 7)).statusCode).toBe(204);
    expect((await answer('contador@demo.com.br', 3, 'Lento')).statusCode).toBe(204);
    expect((await answer('admin@acme.com.br', 0)).statusCode).toBe(204);
    const again = await answer('admin@demo.com.br', 5);
    expect([again.statusCode, again.json().error.message]).toEqual([
      409,
      'Você já respondeu a pesquisa nos últimos 90 dias.',
    ]);
    const bad = await answer('expirado@demo.com.br', 11);
    expect([bad.statusCode, bad.json().error.message]).toEqual([
      400,
      'A nota deve ser um número inteiro de 0 a 10.',
    ]);

    const master = await t.login('master@demo.com.br');
    const score = (await call(t, master, 'GET', '/api/Admin/nps?idConfig=1')).json<NpsResumo>();
    expect(score).toMatchObject({ respostas: 4, promotores: 2, neutros: 1, detratores: 1, nota: 25 });
    expect(score.ultimas[0]).toMatchObject({ nota: 3, comentario: 'Lento', empresa: 'Mercado Demo Ltda' });
    expect((await call(t, master, 'GET', '/api/Admin/nps?idConfig=2')).statusCode).toBe(403);

    t.clock.advance(91 * 86_400_000);
    expect((await answer('admin@demo.com.br', 8)).statusCode).toBe(204);
  });
});
