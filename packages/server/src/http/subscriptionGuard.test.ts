import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { filiais, usuarios } from '../db/schema';
import { startTestServer, type TestServer } from '../testing/testServer';
import { registerErrorHandling } from './errorHandling';
import { ACTIVE_SUBSCRIPTION, registerSubscriptionGuard } from './subscriptionGuard';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

/** A bare app with the guard and two routes: one business route that opts in, one that does not. */
async function appAs(email: string) {
  const [user] = await t.server.db.select().from(usuarios).where(eq(usuarios.email, email));
  const app = Fastify();
  registerErrorHandling(app);
  app.addHook('onRequest', async (request) => {
    request.auth = { sessionId: 1, userId: user!.id, empresaId: user!.empresaId, brandId: 1, idConfig: 1 };
  });
  registerSubscriptionGuard(app, t.server.db);
  app.get('/negocio', { config: ACTIVE_SUBSCRIPTION }, async () => ({ ok: true }));
  app.get('/livre', async () => ({ ok: true }));
  await app.ready();
  return app;
}

describe('subscription guard', () => {
  it.each(['expirado@demo.com.br', 'inadimplente@demo.com.br'])(
    'refuses business routes to %s with 402 and leaves the others open',
    async (email) => {
      const app = await appAs(email);
      const refused = await app.inject({ url: '/negocio' });
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toEqual({
        error: {
          statusCode: 402,
          name: 'PaymentRequiredError',
          message: 'Assinatura bloqueada. Regularize o plano para continuar.',
        },
      });
      expect((await app.inject({ url: '/livre' })).statusCode).toBe(200);
      await app.close();
    },
  );

  it.each(['admin@demo.com.br', 'trial@demo.com.br'])('lets %s through', async (email) => {
    const app = await appAs(email);
    expect((await app.inject({ url: '/negocio' })).statusCode).toBe(200);
    await app.close();
  });

  it('opens as soon as the branch is unblocked', async () => {
    const [user] = await t.server.db
      .select()
      .from(usuarios)
      .where(eq(usuarios.email, 'inadimplente@demo.com.br'));
    const app = await appAs('inadimplente@demo.com.br');
    await t.server.db
      .update(filiais)
      .set({ bloqueada: false })
      .where(eq(filiais.id, user!.filialSelecionadaId!));
    expect((await app.inject({ url: '/negocio' })).statusCode).toBe(200);
    await app.close();
    await t.server.db
      .update(filiais)
      .set({ bloqueada: true })
      .where(eq(filiais.id, user!.filialSelecionadaId!));
  });
});

describe('business endpoints opt in', () => {
  it('refuses GET /api/Dashboard/resumo to blocked branches and answers the others', async () => {
    for (const email of ['expirado@demo.com.br', 'inadimplente@demo.com.br']) {
      const res = await t.app.inject({
        url: '/api/Dashboard/resumo',
        headers: { authorization: await t.login(email) },
      });
      expect(res.statusCode).toBe(402);
      expect(res.json().error.message).toBe('Assinatura bloqueada. Regularize o plano para continuar.');
    }
    const admin = await t.app.inject({
      url: '/api/Dashboard/resumo',
      headers: { authorization: await t.login('admin@demo.com.br') },
    });
    expect(admin.statusCode).toBe(200);
  });

  it('keeps what a blocked customer needs open: user info, alerts, plans, branches, favourites', async () => {
    const token = await t.login('expirado@demo.com.br');
    for (const url of [
      '/api/Usuarios/getUserInfo',
      '/api/Usuarios/obterfilialselecionada',
      '/api/Usuarios/filiais',
      '/api/Alertas/obter',
      '/api/Planos',
      '/api/Favoritos',
    ]) {
      expect([url, (await t.app.inject({ url, headers: { authorization: token } })).statusCode]).toEqual([
        url,
        200,
      ]);
    }
  });
});
