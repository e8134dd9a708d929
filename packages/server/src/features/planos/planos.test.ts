import type { Cobranca, FilialResumo, FilialSelecionada, Plano, UserInfo } from '@erp/domain';
import { startTestServer, type TestServer } from '../../testing/testServer';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const get = (token: string, url: string) => t.app.inject({ url, headers: { authorization: token } });
const act = (token: string, action: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/Usuarios/${action}`,
    headers: { authorization: token },
    payload,
  });
const filter = (value: object) => encodeURIComponent(JSON.stringify(value));

async function plans(email: string): Promise<Plano[]> {
  const res = await get(await t.login(email), '/api/Planos');
  expect(res.statusCode).toBe(200);
  return res.json<Plano[]>();
}

async function branch(token: string): Promise<FilialSelecionada> {
  return (await get(token, '/api/Usuarios/getUserInfo')).json<UserInfo>().filialSelecionadaObj;
}

describe('GET /api/Planos', () => {
  it('answers the three plans of the caller’s brand, cheapest first', async () => {
    const demo = await plans('admin@demo.com.br');
    expect(demo.map((p) => [p.nome, p.valorMensal, p.configWhiteLabel])).toEqual([
      ['Básico', 89.9, 1],
      ['Profissional', 169.9, 1],
      ['Completo', 259.9, 1],
    ]);
    expect(demo[0]).toMatchObject({ idExterno: 'DEMO-BASICO', ativo: true, modulos: expect.any(Array) });
    const acme = await plans('admin@acme.com.br');
    expect(acme.map((p) => p.idExterno)).toEqual(['ACME-BASICO', 'ACME-PROFISSIONAL', 'ACME-COMPLETO']);
  });

  it('keeps a filter inside the caller’s brand', async () => {
    const acme = await t.login('admin@acme.com.br');
    const res = await get(acme, `/api/Planos?filter=${filter({ where: { configWhiteLabel: 1 } })}`);
    expect(res.json()).toEqual([]);
    const own = await get(
      acme,
      `/api/Planos?filter=${filter({ where: { valorMensal: { gt: 100 } }, fields: ['nome'] })}`,
    );
    expect(own.json()).toEqual([{ nome: 'Profissional' }, { nome: 'Completo' }]);
    const bad = await get(acme, `/api/Planos?filter=${filter({ where: { senha: 1 } })}`);
    expect(bad.statusCode).toBe(400);
  });

  it('finds one by idExterno and configWhiteLabel, and answers 404 for other brands’ plans', async () => {
    const demo = await t.login('admin@demo.com.br');
    const one = await get(
      demo,
      `/api/Planos/findOne?filter=${filter({ where: { idExterno: 'DEMO-COMPLETO', configWhiteLabel: 1 } })}`,
    );
    expect(one.json<Plano>().nome).toBe('Completo');
    const acmePlan = (await plans('admin@acme.com.br'))[0]!;
    const foreign = await get(demo, `/api/Planos/${acmePlan.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('Plano não encontrado.');
    expect(
      (await get(demo, `/api/Planos/findOne?filter=${filter({ where: { idExterno: 'ACME-BASICO' } })}`))
        .statusCode,
    ).toBe(404);
    expect((await get(demo, `/api/Planos/${one.json<Plano>().id}`)).json<Plano>().idExterno).toBe(
      'DEMO-COMPLETO',
    );
  });
});

describe('plan actions', () => {
  it('contratar records the contract and answers a charge; the branch keeps its trial and block until it is paid', async () => {
    const token = await t.login('expirado@demo.com.br');
    const before = await branch(token);
    expect(before).toMatchObject({ trial: true, bloqueada: true, contratoId: null, planoId: null });
    const [basico, profissional] = await plans('expirado@demo.com.br');
    const contracted = await act(token, 'contratarPlano', { filialId: before.id, planoId: basico!.id });
    expect(contracted.statusCode).toBe(200);
    expect(contracted.json<Cobranca>()).toMatchObject({ status: 'aberta', planoId: basico!.id, valor: 89.9 });
    expect(await branch(token)).toMatchObject({
      contratoId: expect.stringMatching(/^CT-/),
      planoId: null,
      trial: true,
      bloqueada: true,
    });
    const again = await act(token, 'contratarPlano', { filialId: before.id, planoId: basico!.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('A filial já possui um contrato. Use a migração de plano.');
    const effective = await act(token, 'efetivarPlano', { filialId: before.id, planoId: profissional!.id });
    expect(effective.json<Cobranca>()).toMatchObject({ status: 'aberta', acao: 'efetivar', valor: 169.9 });
    expect(await branch(token)).toMatchObject({ trial: true, bloqueada: true, planoId: null });
  });

  it('migrar charges the new plan of a contracted branch, refusing the same plan and branches without a contract', async () => {
    const admin = await t.login('admin@demo.com.br');
    const filial = await branch(admin);
    const [basico, profissional] = await plans('admin@demo.com.br');
    expect(filial.planoId).toBe(profissional!.id);
    const same = await act(admin, 'migrarPlano', { filialId: filial.id, planoId: profissional!.id });
    expect(same.statusCode).toBe(409);
    expect(same.json().error.message).toBe('A filial já está neste plano.');
    const moved = await act(admin, 'migrarPlano', { filialId: filial.id, planoId: basico!.id });
    expect(moved.json<Cobranca>()).toMatchObject({ status: 'aberta', acao: 'migrar', planoId: basico!.id });
    // The plan changes when its charge is paid.
    expect(await branch(admin)).toMatchObject({ planoId: profissional!.id, contratoId: 'CT-1001' });
    const trial = await t.login('trial@demo.com.br');
    const noContract = await act(trial, 'migrarPlano', {
      filialId: (await branch(trial)).id,
      planoId: basico!.id,
    });
    expect(noContract.statusCode).toBe(409);
    expect(noContract.json().error.message).toBe(
      'A filial ainda não possui um contrato. Contrate um plano primeiro.',
    );
  });

  it('works only on the caller’s branches, with the caller’s brand plans, for administrators', async () => {
    const admin = await t.login('admin@demo.com.br');
    const acme = await t.login('admin@acme.com.br');
    const demoPlan = (await plans('admin@demo.com.br'))[2]!;
    const acmePlan = (await plans('admin@acme.com.br'))[2]!;
    const acmeBranch = (await get(acme, '/api/Usuarios/filiais')).json<FilialResumo[]>()[0]!;
    const foreignBranch = await act(admin, 'efetivarPlano', {
      filialId: acmeBranch.id,
      planoId: demoPlan.id,
    });
    expect(foreignBranch.statusCode).toBe(404);
    expect(foreignBranch.json().error.message).toBe('Filial não encontrada.');
    const foreignPlan = await act(acme, 'efetivarPlano', { filialId: acmeBranch.id, planoId: demoPlan.id });
    expect(foreignPlan.statusCode).toBe(404);
    expect(foreignPlan.json().error.message).toBe('Plano não encontrado.');
    const seller = await t.login('vendedor@demo.com.br');
    const notAdmin = await act(seller, 'migrarPlano', {
      filialId: (await branch(seller)).id,
      planoId: demoPlan.id,
    });
    expect(notAdmin.statusCode).toBe(403);
    expect(notAdmin.json().error.message).toBe('Apenas administradores podem alterar o plano da filial.');
    expect((await act(acme, 'migrarPlano', { filialId: acmeBranch.id, planoId: 'x' })).statusCode).toBe(400);
    expect(
      (await act(acme, 'migrarPlano', { filialId: acmeBranch.id, planoId: acmePlan.id })).statusCode,
    ).toBe(200);
  });

  it('is open to a blocked (defaulting) customer, who stays blocked until the charge is paid', async () => {
    const token = await t.login('inadimplente@demo.com.br');
    const filial = await branch(token);
    expect(filial).toMatchObject({ trial: false, bloqueada: true });
    const [basico] = await plans('inadimplente@demo.com.br');
    const res = await act(token, 'efetivarPlano', { filialId: filial.id, planoId: basico!.id });
    expect(res.statusCode).toBe(200);
    expect(res.json<Cobranca>().status).toBe('aberta');
    expect((await branch(token)).bloqueada).toBe(true);
  });
});
