import type { Alerta, AlertaResumo } from '@erp/domain';
import { io as connect, type Socket } from 'socket.io-client';
import { startTestServer, type TestServer } from '../../testing/testServer';

let t: TestServer;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await startTestServer();
  t.config.apiPort = 0;
  t.config.apiHost = '127.0.0.1';
  url = await t.server.listen();
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await t.close();
});

async function call(
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: object,
) {
  return t.app.inject({ method, url: `/api/Alertas${path}`, headers: { authorization: token }, payload });
}

async function own(token: string): Promise<Alerta[]> {
  const res = await call(token, 'GET', '/obter');
  expect(res.statusCode).toBe(200);
  return res.json<Alerta[]>();
}

/** A socket signed in as `email`, collecting every `alerta` it receives. */
async function listen(email: string): Promise<Alerta[]> {
  const socket = connect(url, { transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(socket);
  const received: Alerta[] = [];
  socket.on('alerta', (payload: Alerta) => received.push(payload));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('sem autenticação do socket')), 3000);
    socket.once('authenticated', () => {
      clearTimeout(timer);
      resolve();
    });
    void t.login(email).then((token) => socket.emit('authentication', { token }));
  });
  return received;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

async function userId(token: string): Promise<number> {
  const res = await t.app.inject({ url: '/api/Usuarios/getUserInfo', headers: { authorization: token } });
  return res.json<{ id: number }>().id;
}

describe('reading alerts', () => {
  it('answers the seeded alerts newest first, one with a link, and counts the unread ones', async () => {
    const token = await t.login('admin@demo.com.br');
    const alerts = await own(token);
    expect(alerts.map((a) => a.texto)).toEqual([
      'Seu certificado digital vence em 30 dias.',
      'A importação de produtos foi concluída.',
      'Bem-vindo ao ERP Demo! Confira as novidades do sistema.',
    ]);
    expect(alerts[0]).toMatchObject({ tipo: 'warning', link: '/pages/configuracoes/certificado-digital' });
    const list = (await call(token, 'GET', '/list')).json<AlertaResumo>();
    expect(list.naoLidos).toBe(2);
    expect(list.alertas).toEqual(alerts);
    const info = await t.app.inject({ url: '/api/Usuarios/getUserInfo', headers: { authorization: token } });
    expect(info.json<{ alertas: number }>().alertas).toBe(2);
  });

  it('filters with pesquisar-alertas inside the user’s own alerts only', async () => {
    const token = await t.login('admin@demo.com.br');
    const res = await call(
      token,
      'GET',
      `/pesquisar-alertas?filter=${encodeURIComponent(JSON.stringify({ where: { lido: false }, order: 'data ASC', fields: ['id', 'texto'] }))}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: expect.any(Number), texto: 'Bem-vindo ao ERP Demo! Confira as novidades do sistema.' },
      { id: expect.any(Number), texto: 'Seu certificado digital vence em 30 dias.' },
    ]);
    const other = await t.login('vendedor@demo.com.br');
    const all = await call(
      other,
      'GET',
      `/pesquisar-alertas?filter=${encodeURIComponent('{"where":{"id":{"gt":0}}}')}`,
    );
    expect(all.json<Alerta[]>().map((a) => a.texto)).toEqual(['Nova promoção cadastrada na loja.']);
  });

  it('refuses fields outside the allow-list with a Portuguese 400', async () => {
    const token = await t.login('admin@demo.com.br');
    const res = await call(
      token,
      'GET',
      `/pesquisar-alertas?filter=${encodeURIComponent('{"where":{"usuarioId":1}}')}`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('O campo "usuarioId" não pode ser usado em filtros de alertas.');
  });
});

describe('one user never touches another user’s alert', () => {
  it('answers 404 to GET, PUT and DELETE of someone else’s alert, and leaves it untouched', async () => {
    const admin = await t.login('admin@demo.com.br');
    const seller = await t.login('vendedor@demo.com.br');
    const acme = await t.login('admin@acme.com.br');
    const [target] = await own(seller);
    for (const intruder of [admin, acme]) {
      const read = await call(intruder, 'GET', `/${target!.id}`);
      expect(read.statusCode).toBe(404);
      expect(read.json().error.message).toBe('Alerta não encontrado.');
      expect((await call(intruder, 'PUT', `/${target!.id}`, { lido: true })).statusCode).toBe(404);
      expect((await call(intruder, 'DELETE', `/${target!.id}`)).statusCode).toBe(404);
    }
    expect(await own(seller)).toEqual([target]);
    expect(target!.lido).toBe(false);
  });
});

describe('changing and deleting own alerts', () => {
  it('marks an alert read, which lowers the unread count', async () => {
    const token = await t.login('vendedor@demo.com.br');
    const [alert] = await own(token);
    const res = await call(token, 'PUT', `/${alert!.id}`, { lido: true });
    expect(res.statusCode).toBe(200);
    expect(res.json<Alerta>().lido).toBe(true);
    expect((await call(token, 'GET', `/${alert!.id}`)).json<Alerta>().lido).toBe(true);
    expect((await call(token, 'GET', '/list')).json<AlertaResumo>().naoLidos).toBe(0);
  });

  it('changes nothing but the read state', async () => {
    const token = await t.login('vendedor@demo.com.br');
    const [alert] = await own(token);
    const res = await call(token, 'PUT', `/${alert!.id}`, { lido: false, texto: 'outro' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Apenas o campo lido pode ser alterado.');
  });

  it('deletes an alert that allows it and refuses one that does not', async () => {
    const token = await t.login('admin@demo.com.br');
    const alerts = await own(token);
    const kept = alerts.find((a) => !a.permiteExcluir)!;
    const refused = await call(token, 'DELETE', `/${kept.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Este alerta não pode ser excluído.');
    const deletable = alerts.find((a) => a.permiteExcluir)!;
    expect((await call(token, 'DELETE', `/${deletable.id}`)).statusCode).toBe(200);
    expect((await own(token)).map((a) => a.id)).not.toContain(deletable.id);
    expect((await call(token, 'GET', `/${deletable.id}`)).statusCode).toBe(404);
  });
});

describe('sending alerts', () => {
  it('lets a company admin alert a user of the company, pushed to that user only', async () => {
    const sellerInbox = await listen('vendedor@demo.com.br');
    const contadorInbox = await listen('contador@demo.com.br');
    const admin = await t.login('admin@demo.com.br');
    const seller = await t.login('vendedor@demo.com.br');
    const res = await call(admin, 'POST', '', {
      usuarioId: await userId(seller),
      tipo: 'success',
      texto: 'Meta do mês atingida!',
      link: '/pages/dashboard',
    });
    expect(res.statusCode).toBe(200);
    const created = res.json<Alerta>();
    expect(created).toMatchObject({
      tipo: 'success',
      texto: 'Meta do mês atingida!',
      lido: false,
      permiteExcluir: true,
    });
    await settle();
    expect(sellerInbox).toEqual([created]);
    expect(contadorInbox).toEqual([]);
    expect((await own(seller))[0]).toEqual(created);
  });

  it('refuses non-admins, users of other companies and unsafe links', async () => {
    const admin = await t.login('admin@demo.com.br');
    const seller = await t.login('vendedor@demo.com.br');
    const acme = await t.login('admin@acme.com.br');
    const body = { usuarioId: await userId(admin), tipo: 'info', texto: 'Olá' };
    const forbidden = await call(seller, 'POST', '', body);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.message).toBe('Apenas administradores podem enviar alertas.');
    const otherCompany = await call(acme, 'POST', '', body);
    expect(otherCompany.statusCode).toBe(404);
    expect(otherCompany.json().error.message).toBe('Usuário não encontrado.');
    const unsafe = await call(admin, 'POST', '', { ...body, link: 'javascript:alert(1)' });
    expect(unsafe.statusCode).toBe(400);
    expect(unsafe.json().error.message).toBe(
      'O link do alerta deve ser um caminho da aplicação ou um endereço http(s).',
    );
    const badType = await call(admin, 'POST', '', { ...body, tipo: 'error' });
    expect(badType.json().error.message).toBe('O tipo do alerta deve ser info, success ou warning.');
  });

  it('sends a general alert to every user of the brand, and only of the brand', async () => {
    const demoInbox = await listen('trial@demo.com.br');
    const acmeInbox = await listen('admin@acme.com.br');
    const master = await t.login('master@demo.com.br');
    const res = await call(master, 'POST', '/geral', {
      tipo: 'info',
      texto: 'Manutenção programada no domingo.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ count: number }>().count).toBe(8);
    await settle();
    expect(demoInbox.map((a) => a.texto)).toEqual(['Manutenção programada no domingo.']);
    expect(acmeInbox).toEqual([]);
    const acmeAlerts = await own(await t.login('admin@acme.com.br'));
    expect(acmeAlerts.map((a) => a.texto)).not.toContain('Manutenção programada no domingo.');
  });

  it('lets a company admin alert the own company with empresaId, but not the brand or another company', async () => {
    const admin = await t.login('admin@demo.com.br');
    const me = (
      await t.app.inject({ url: '/api/Usuarios/getUserInfo', headers: { authorization: admin } })
    ).json<{
      empresaObj: { id: number };
    }>();
    const sent = await call(admin, 'POST', '/geral', {
      tipo: 'info',
      texto: 'Reunião às 9h.',
      empresaId: me.empresaObj.id,
    });
    expect(sent.json()).toEqual({ count: 3 });
    const brandWide = await call(admin, 'POST', '/geral', { tipo: 'info', texto: 'x' });
    expect(brandWide.statusCode).toBe(403);
    expect(brandWide.json().error.message).toBe(
      'Apenas usuários master ou da equipe do produto podem enviar alertas a todas as empresas.',
    );
    const acme = await t.login('admin@acme.com.br');
    const acmeCompany = (
      await t.app.inject({ url: '/api/Usuarios/getUserInfo', headers: { authorization: acme } })
    ).json<{
      empresaObj: { id: number };
    }>().empresaObj.id;
    const foreign = await call(admin, 'POST', '/geral', { tipo: 'info', texto: 'x', empresaId: acmeCompany });
    expect(foreign.statusCode).toBe(404);
    const staffForeign = await call(await t.login('suporte@demo.com.br'), 'POST', '/geral', {
      tipo: 'info',
      texto: 'x',
      empresaId: acmeCompany,
    });
    expect(staffForeign.statusCode).toBe(404);
  });

  it('lets product-owner staff alert another brand with idConfig; a master only their own', async () => {
    const demoInbox = await listen('admin@demo.com.br');
    const acmeInbox = await listen('admin@acme.com.br');
    const suporte = await t.login('suporte@demo.com.br');
    const texto = 'Nova versão do PDV para a Acme.';
    const sent = await call(suporte, 'POST', '/geral', { tipo: 'info', texto, idConfig: 2 });
    expect(sent.statusCode).toBe(200);
    expect(sent.json<{ count: number }>().count).toBeGreaterThan(0);
    await settle();
    expect(acmeInbox.map((a) => a.texto)).toEqual([texto]);
    expect(demoInbox).toEqual([]);

    const master = await t.login('master@demo.com.br');
    const foreign = await call(master, 'POST', '/geral', { tipo: 'info', texto: 'x', idConfig: 2 });
    expect([foreign.statusCode, foreign.json().error.message]).toEqual([
      403,
      'Apenas a equipe do produto pode enviar alertas a outra marca.',
    ]);
    const unknown = await call(master, 'POST', '/geral', { tipo: 'info', texto: 'x', idConfig: 99 });
    expect(unknown.statusCode).toBe(403);
    const own = await call(master, 'POST', '/geral', { tipo: 'info', texto: 'Aviso da marca.', idConfig: 1 });
    expect(own.statusCode).toBe(200);
    const missing = await call(suporte, 'POST', '/geral', { tipo: 'info', texto: 'x', idConfig: 99 });
    expect([missing.statusCode, missing.json().error.message]).toEqual([
      404,
      'Configuração white-label não encontrada.',
    ]);
    await settle();
    expect(acmeInbox.map((a) => a.texto)).toEqual([texto]);
  });
});
