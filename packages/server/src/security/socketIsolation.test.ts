import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { empresas, filiais, usuarios } from '../db/schema';
import { roomOf, type Audience } from '../realtime/notify';
import { call } from '../testing/adminTestKit';
import { nextEvent, socketKit } from '../testing/socketTestKit';
import { startTestServer, type TestServer } from '../testing/testServer';

// Socket rooms, tried over every audience there is: each signed-in socket of each kind (a company's user, a brand's
// staff member, a client view) hears its own user, company and brand and nothing else — not after switching branch,
// and nothing at all once its session has ended.

let t: TestServer;
let url = '';
const kit = socketKit(() => url);

type Seat = 'demoAdmin' | 'trial' | 'acme' | 'master' | 'viewPadaria' | 'viewAcme';
const sockets = {} as Record<Seat, Socket>;
/** The rooms each socket may hear (its own user — not for a view —, its company, its brand). */
const hears = {} as Record<Seat, string[]>;
const tokens = {} as Record<Seat, string>;
let audiences: Audience[] = [];

const userId = async (email: string) =>
  (await t.server.db.select().from(usuarios).where(eq(usuarios.email, email)))[0]!.id;
const companyId = async (nome: string) =>
  (await t.server.db.select().from(empresas).where(eq(empresas.nome, nome)))[0]!.id;
const openView = async (staff: string, empresaId: number) =>
  (await call(t, staff, 'POST', '/api/Admin/visao-cliente', { empresaId })).json<{ token: string }>().token;

beforeAll(async () => {
  t = await startTestServer({ SOCKET_SESSION_CHECK_MS: '100' });
  t.config.apiPort = 0;
  t.config.apiHost = '127.0.0.1';
  url = await t.server.listen();
  const users = {
    demoAdmin: await userId('admin@demo.com.br'),
    trial: await userId('trial@demo.com.br'),
    acme: await userId('admin@acme.com.br'),
    master: await userId('master@demo.com.br'),
    suporte: await userId('suporte@demo.com.br'),
  };
  const companies = {
    mercado: await companyId('Mercado Demo Ltda'),
    padaria: await companyId('Padaria Teste'),
    acme: await companyId('Acme Comércio'),
    staff: await companyId('ERP Demo Administração'),
  };
  tokens.demoAdmin = await t.login('admin@demo.com.br');
  tokens.trial = await t.login('trial@demo.com.br');
  tokens.acme = await t.login('admin@acme.com.br');
  tokens.master = await t.login('master@demo.com.br');
  tokens.viewPadaria = await openView(tokens.master, companies.padaria);
  tokens.viewAcme = await openView(await t.login('suporte@demo.com.br'), companies.acme);
  const rooms = (user: number | null, companyId: number, idConfig: number) =>
    [...(user === null ? [] : [{ userId: user }]), { companyId }, { idConfig }].map(roomOf);
  Object.assign(hears, {
    demoAdmin: rooms(users.demoAdmin, companies.mercado, 1),
    trial: rooms(users.trial, companies.padaria, 1),
    acme: rooms(users.acme, companies.acme, 2),
    master: rooms(users.master, companies.staff, 1),
    viewPadaria: rooms(null, companies.padaria, 1),
    viewAcme: rooms(null, companies.acme, 2),
  });
  for (const seat of Object.keys(tokens) as Seat[]) sockets[seat] = await kit.signedIn(tokens[seat]);
  audiences = [
    ...Object.values(users).map((id) => ({ userId: id })),
    ...Object.values(companies).map((id) => ({ companyId: id })),
    { idConfig: 1 },
    { idConfig: 2 },
  ];
});
afterAll(async () => {
  kit.closeAll();
  await t.close();
});

/** Sends one `sonda` event to every audience there is; answers the rooms each socket heard it from. */
async function probe(): Promise<Record<Seat, string[]>> {
  const heard = {} as Record<Seat, string[]>;
  const listeners = (Object.keys(sockets) as Seat[]).map((seat) => {
    heard[seat] = [];
    const listener = (room: string) => heard[seat].push(room);
    sockets[seat].on('sonda', listener);
    return () => sockets[seat].off('sonda', listener);
  });
  for (const audience of audiences) t.server.context.io.to(roomOf(audience)).emit('sonda', roomOf(audience));
  await new Promise((done) => setTimeout(done, 300));
  listeners.forEach((remove) => remove());
  for (const seat of Object.keys(heard) as Seat[]) heard[seat].sort();
  return heard;
}
const expected = (seats: Seat[]) =>
  Object.fromEntries(
    (Object.keys(sockets) as Seat[]).map((seat) => [
      seat,
      seats.includes(seat) ? [...hears[seat]].sort() : [],
    ]),
  );
const all: Seat[] = ['demoAdmin', 'trial', 'acme', 'master', 'viewPadaria', 'viewAcme'];

describe('socket rooms', () => {
  it("each socket hears its own user, company and brand and nobody else's; a client view only the company it shows", async () => {
    expect(await probe()).toEqual(expected(all));
  });

  it("a brand's alert reaches that brand's users only: not another brand, not a client view", async () => {
    const counts = Object.fromEntries(all.map((seat) => [seat, 0])) as Record<Seat, number>;
    for (const seat of all) sockets[seat].on('alerta', () => (counts[seat] += 1));
    const res = await call(t, tokens.acme, 'POST', '/api/Alertas/geral', {
      empresaId: await companyId('Acme Comércio'),
      tipo: 'info',
      texto: 'Somente para a Acme',
    });
    expect(res.statusCode).toBe(200);
    await new Promise((done) => setTimeout(done, 300));
    for (const seat of all) sockets[seat].off('alerta');
    expect(counts).toEqual({ demoAdmin: 0, trial: 0, acme: 1, master: 0, viewPadaria: 0, viewAcme: 0 });
  });

  it('switching branch changes nothing of what a socket hears', async () => {
    const [other] = await t.server.db
      .select({ id: filiais.id })
      .from(filiais)
      .where(and(eq(filiais.empresaId, await companyId('Mercado Demo Ltda')), eq(filiais.nome, 'Matriz')));
    const res = await call(t, tokens.demoAdmin, 'POST', '/api/Usuarios/selecionarFilial', {
      filialId: other!.id,
    });
    expect(res.statusCode).toBe(200);
    expect(await probe()).toEqual(expected(all));
  });

  it('a socket whose session ended hears nothing more: a view left, a user signed out; the staff session goes on', async () => {
    const viewGone = nextEvent(sockets.viewPadaria, 'disconnect');
    const trialGone = nextEvent(sockets.trial, 'disconnect');
    expect((await call(t, tokens.viewPadaria, 'POST', '/api/Admin/visao-cliente/sair')).statusCode).toBe(204);
    expect((await call(t, tokens.trial, 'POST', '/api/Usuarios/logout')).statusCode).toBe(204);
    await Promise.all([viewGone, trialGone]);
    expect(await probe()).toEqual(expected(['demoAdmin', 'acme', 'master', 'viewAcme']));
    expect(sockets.master.connected).toBe(true);
  });
});
