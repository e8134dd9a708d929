import type { AjudaLink } from '@erp/domain';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { call } from '../../testing/adminTestKit';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());
describe('help links', () => {
  it('lets a master set their brand’s links, which that brand’s users read', async () => {
    const master = await t.login('master@demo.com.br');
    const itens: AjudaLink[] = [{ titulo: 'Central de ajuda', url: 'https://ajuda.example/erp' }];
    const res = await call(t, master, 'PUT', '/api/Admin/ajuda?idConfig=1', { itens });
    expect(res.json()).toEqual(itens);
    expect((await call(t, master, 'GET', '/api/Admin/ajuda?idConfig=1')).json()).toEqual(itens);
    expect((await call(t, await t.login('vendedor@demo.com.br'), 'GET', '/api/Ajuda')).json()).toEqual(itens);
    expect((await call(t, await t.login('admin@acme.com.br'), 'GET', '/api/Ajuda')).json()).toEqual([]);
    const bad = await call(t, master, 'PUT', '/api/Admin/ajuda?idConfig=1', {
      itens: [{ titulo: 'x', url: 'javascript:alert(1)' }],
    });
    expect([bad.statusCode, bad.json().error.message]).toEqual([
      400,
      'O campo url deve ser um endereço http(s) válido.',
    ]);
    expect((await call(t, master, 'PUT', '/api/Admin/ajuda?idConfig=2', { itens })).statusCode).toBe(403);
  });
});
