import { loadLocalidades } from './loadLocalidades';
import { startTestServer, type TestServer } from '../../testing/testServer';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('Ceps (IBGE states and municipalities)', () => {
  it('lists all 27 states with their IBGE codes, without a session', async () => {
    const res = await get('/api/Ceps/ufs');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ id: number; uf: string; nome: string }[]>();
    expect(body).toHaveLength(27);
    expect(body).toContainEqual({ id: 35, uf: 'SP', nome: 'São Paulo' });
    expect(body).toContainEqual({ id: 53, uf: 'DF', nome: 'Distrito Federal' });
  });

  it('has all 5,571 municipalities, each state complete', async () => {
    const all = (await get('/api/Ceps/ngcidades')).json<unknown[]>();
    expect(all).toHaveLength(5571);
    const sp = (await get('/api/Ceps/ngcidades?uf=SP')).json<{ id: number; nome: string; uf: string }[]>();
    expect(sp).toHaveLength(645);
    expect(sp.every((c) => c.uf === 'SP')).toBe(true);
    expect(sp).toContainEqual({ id: 3550308, nome: 'São Paulo', uf: 'SP' });
    // The load runs after every migrate: again, it changes nothing.
    await loadLocalidades(t.server.db);
    expect((await get('/api/Ceps/ngcidades')).json<unknown[]>()).toHaveLength(5571);
    expect((await get('/api/Ceps/ngcidades?uf=DF')).json()).toEqual([
      { id: 5300108, nome: 'Brasília', uf: 'DF' },
    ]);
  });

  it('searches accent- and case-insensitively, prefix matches first, at most `limit`', async () => {
    const res = await get('/api/Ceps/ngcidades?limit=10&query=SAO%20PAULO&uf=SP');
    const names = res.json<{ nome: string }[]>().map((c) => c.nome);
    expect(names[0]).toBe('São Paulo');
    expect(names).not.toContain('São Paulo do Potengi'); // RN's, outside the state asked for
    const many = (await get('/api/Ceps/ngcidades?limit=10&query=sa&uf=MG')).json<unknown[]>();
    expect(many).toHaveLength(10);
    const accents = (await get('/api/Ceps/ngcidades?limit=10&query=goiania&uf=')).json<{ nome: string }[]>();
    expect(accents[0]?.nome).toBe('Goiânia');
    // LIKE wildcards typed by the visitor are text, not patterns.
    expect((await get('/api/Ceps/ngcidades?limit=10&query=%25&uf=SP')).json()).toEqual([]);
  });

  it('finds one city by filter, 404 when none matches, 400 on bad input', async () => {
    const one = await get(`/api/Ceps/findOne?filter=${encodeURIComponent('{"where":{"id":4106902}}')}`);
    expect(one.json()).toEqual({ id: 4106902, nome: 'Curitiba', uf: 'PR' });
    const byName = await get(
      `/api/Ceps/findOne?filter=${encodeURIComponent('{"where":{"nome":"Salvador","uf":"BA"}}')}`,
    );
    expect(byName.json()).toEqual({ id: 2927408, nome: 'Salvador', uf: 'BA' });
    const none = await get(`/api/Ceps/findOne?filter=${encodeURIComponent('{"where":{"id":1}}')}`);
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe('Cidade não encontrada.');
    expect((await get('/api/Ceps/findOne?filter={bad')).statusCode).toBe(400);
    expect(
      (await get(`/api/Ceps/findOne?filter=${encodeURIComponent('{"where":{"nomeBusca":"x"}}')}`)).statusCode,
    ).toBe(400);
    expect((await get('/api/Ceps/ngcidades?uf=São')).json().error.message).toBe('UF inválida.');
    expect((await get('/api/Ceps/ngcidades?limit=-1')).statusCode).toBe(400);
  });
});
