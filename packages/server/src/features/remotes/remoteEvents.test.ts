import { randomUUID } from 'node:crypto';
import type { RemoteRelease } from '@erp/domain';
import { and, eq } from 'drizzle-orm';
import { auditoria, brands, remoteEventos } from '../../db/schema';
import { server, staff, versionOf, useRemotesAdminServer } from '../../testing/remotesAdminKit';

useRemotesAdminServer();

describe('POST /api/remotes/eventos', () => {
  const send = (payload: unknown, remoteAddress = '10.0.0.1') =>
    server().app.inject({
      method: 'POST',
      url: '/api/remotes/eventos',
      payload: payload as object,
      remoteAddress,
    });
  const events = (n: number, tipo: 'carregado' | 'erro', versao = 'v2') =>
    Array.from({ length: n }, () => ({
      container: 'auth',
      versao,
      tipo,
      mensagem: tipo === 'erro' ? 'boom' : undefined,
    }));
  /** What the registry served a visitor: version and ticket per container. */
  const served = async (idConfig: number, visitante: string) =>
    new Map(
      (await server().app.inject(`/api/remotes?idConfig=${idConfig}&visitante=${visitante}`))
        .json<RemoteRelease[]>()
        .map((r) => [r.name, r] as const),
    );
  /** A visitor the registry put in brand 1's auth canary, with the ticket it was served. */
  const canaryVisitor = async () => {
    for (;;) {
      const visitante = randomUUID();
      const auth = (await served(1, visitante)).get('auth');
      if (auth?.version === 'v2') return { visitante, ticket: auth.ticket };
    }
  };
  const canary = async () =>
    (await staff('GET', '/api/Admin/remotes?idConfig=1'))
      .json<Array<{ area: string; canary: unknown }>>()
      .find((r) => r.area === 'auth')?.canary;
  // Browsers report their own load: one visitor the registry served, each from an address of its own.
  let addresses = 0;
  const nextAddress = () => {
    addresses += 1;
    return `10.1.${Math.floor(addresses / 250)}.${addresses % 250}`;
  };
  const fromVisitors = async (tipos: Array<'carregado' | 'erro'>) => {
    for (const tipo of tipos) {
      const { visitante, ticket } = await canaryVisitor();
      const [evento] = events(1, tipo);
      const res = await send({ idConfig: 1, visitante, eventos: [{ ...evento, ticket }] }, nextAddress());
      expect(res.statusCode).toBe(204);
    }
  };
  const times = <T>(n: number, value: T): T[] => Array.from({ length: n }, () => value);
  beforeEach(async () => {
    await staff('POST', '/api/Admin/remotes/auth/canary', { idConfig: 1, versao: 'v2', percentual: 50 });
  });
  afterEach(async () => {
    await staff('DELETE', '/api/Admin/remotes/auth/canary?idConfig=1');
  });

  it('counts the distinct visitors of the canary and rolls it back automatically past the threshold', async () => {
    // 2 failed visitors in 9: too few to judge.
    await fromVisitors([...times(7, 'carregado' as const), ...times(2, 'erro' as const)]);
    expect(await canary()).toMatchObject({ carregamentos: 7, erros: 2 });
    // Other versions and brands do not count for this canary, tickets or not.
    const { visitante } = await canaryVisitor();
    const v1 = (await served(2, visitante)).get('auth');
    await send(
      {
        idConfig: 2,
        visitante,
        eventos: events(5, 'erro', v1!.version).map((e) => ({ ...e, ticket: v1!.ticket })),
      },
      nextAddress(),
    );
    expect(await canary()).toMatchObject({ carregamentos: 7, erros: 2 });

    // One more failed visitor: 3 in 10 = 30 % > 20 %.
    await fromVisitors(['erro']);
    expect(await canary()).toBeNull();
    const visitors = Array.from({ length: 50 }, () => randomUUID());
    expect(new Set(await Promise.all(visitors.map((id) => versionOf(1, 'auth', id))))).toEqual(
      new Set(['v1']),
    );
    const [brand1] = await server().server.db.select().from(brands).where(eq(brands.idConfig, 1));
    const [audit] = await server()
      .server.db.select()
      .from(auditoria)
      .where(and(eq(auditoria.brandId, brand1!.id), eq(auditoria.acao, 'canary.rollback-automatico')));
    expect(audit).toMatchObject({
      alvo: 'remotes/1/auth/auth',
      de: { versao: 'v2', carregamentos: 7, erros: 3 },
      para: null,
    });
  });

  it('keeps a canary under the threshold', async () => {
    await fromVisitors([...times(40, 'carregado' as const), ...times(10, 'erro' as const)]);
    expect(await canary()).toMatchObject({ carregamentos: 40, erros: 10, taxaErro: 0.2 });
  });

  it('a handful of addresses cannot roll a canary back, however many visitor ids they make up', async () => {
    for (const address of ['10.7.7.1', '10.7.7.2', '10.7.7.3', '10.7.7.4', '10.7.7.5']) {
      for (let i = 0; i < 6; i += 1) {
        const { visitante, ticket } = await canaryVisitor();
        await send(
          { idConfig: 1, visitante, eventos: events(3, 'erro').map((e) => ({ ...e, ticket })) },
          address,
        );
      }
    }
    // One visitor per address counts: 5 failed visitors, under the 10 needed to judge.
    expect(await canary()).toMatchObject({ carregamentos: 0, erros: 5 });
    // An IPv6 line is one address however many of its /64 it uses.
    for (const host of ['1', '2', '3']) {
      const { visitante, ticket } = await canaryVisitor();
      await send(
        { idConfig: 1, visitante, eventos: [{ ...events(1, 'erro')[0], ticket }] },
        `2001:db8:1:2::${host}`,
      );
    }
    expect(await canary()).toMatchObject({ erros: 6 });
  });

  it('counts a visitor once, and only with the ticket the registry served it for that version', async () => {
    const { visitante, ticket } = await canaryVisitor();
    const other = await canaryVisitor();
    const address = nextAddress();
    const report = (payload: object) => send({ idConfig: 1, ...payload }, nextAddress());
    // No ticket, no visitor, a forged ticket, another visitor's ticket, the ticket of another version: nothing counts.
    await report({ visitante, eventos: events(1, 'erro') });
    await report({ eventos: events(1, 'erro').map((e) => ({ ...e, ticket })) });
    await report({
      visitante,
      eventos: events(1, 'erro').map((e) => ({ ...e, ticket: `${ticket!.slice(0, -3)}AAA` })),
    });
    await report({ visitante, eventos: events(1, 'erro').map((e) => ({ ...e, ticket: other.ticket })) });
    const v1 = (await served(2, visitante)).get('auth')!;
    await report({ visitante, eventos: events(1, 'erro').map((e) => ({ ...e, ticket: v1.ticket })) });
    expect(await canary()).toMatchObject({ carregamentos: 0, erros: 0 });
    // The real ticket counts, once however often it is sent.
    for (let i = 0; i < 3; i += 1)
      await send(
        { idConfig: 1, visitante, eventos: events(2, 'erro').map((e) => ({ ...e, ticket })) },
        address,
      );
    expect(await canary()).toMatchObject({ carregamentos: 0, erros: 1 });
  });

  it('checks container and version before counting anything: made-up versions create no counter', async () => {
    const limiter = server().server.context.limiter;
    const keys = new Set<string>();
    const { recordFailure, reserve } = limiter;
    limiter.recordFailure = async (list) => {
      for (const k of list) keys.add(k.key);
      return recordFailure(list);
    };
    limiter.reserve = async (list) => {
      for (const k of list) keys.add(k.key);
      return reserve(list);
    };
    try {
      const made = Array.from({ length: 50 }, (_, i) => ({
        container: 'auth',
        versao: `falsa-${i}-${randomUUID()}`,
        tipo: 'erro',
      }));
      for (let i = 0; i < 5; i += 1)
        await send({ idConfig: 1, visitante: randomUUID(), eventos: made }, '10.8.8.8');
      expect([...keys].sort()).toEqual(['remotes:eventos:rede:10.8.8.8', 'remotes:eventos:total']);
      const rows = await server()
        .server.db.select()
        .from(remoteEventos)
        .where(eq(remoteEventos.container, 'auth'));
      expect(rows.some((r) => r.versao.startsWith('falsa-'))).toBe(false);
    } finally {
      limiter.recordFailure = recordFailure;
      limiter.reserve = reserve;
    }
  });

  it('rejects bad input with a Portuguese 4xx and caps the batch at 50', async () => {
    const tooMany = await send({ idConfig: 1, eventos: events(51, 'carregado') });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toBe('Envie no máximo 50 eventos por vez.');
    const tipo = await send({ idConfig: 1, eventos: [{ container: 'auth', versao: 'v1', tipo: 'travou' }] });
    expect(tipo.json().error.message).toBe('O tipo do evento deve ser carregado ou erro.');
    expect((await send({ idConfig: 1, eventos: 'x' })).statusCode).toBe(400);
    expect(
      (await send({ idConfig: 1, eventos: [{ container: '../etc', versao: 'v1', tipo: 'erro' }] }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await send({
          idConfig: 1,
          eventos: [{ container: 'auth', versao: 'v1', tipo: 'erro', mensagem: 'x'.repeat(3000) }],
        })
      ).statusCode,
    ).toBe(400);
    expect((await send([])).statusCode).toBe(400);
    expect((await send({ idConfig: 77, eventos: [] })).statusCode).toBe(404);
    const nul = await send({
      idConfig: 1,
      eventos: [{ container: 'auth', versao: 'v1', tipo: 'erro', mensagem: 'a\u0000b' }],
    });
    expect(nul.statusCode).toBe(204);
    // Unknown containers and versions are accepted but not counted.
    expect(
      (await send({ idConfig: 1, eventos: [{ container: 'nada', versao: 'v1', tipo: 'erro' }] })).statusCode,
    ).toBe(204);
  });

  it('limits the calls per address and minute with a 429 and Retry-After', async () => {
    const limit = server().config.releases.eventsPerMinutePerIp;
    for (let i = 0; i < limit; i += 1) {
      expect((await send({ idConfig: 1, eventos: [] }, '10.9.9.9')).statusCode).toBe(204);
    }
    const refused = await send({ idConfig: 1, eventos: [] }, '10.9.9.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().error.message).toBe(
      'Muitos eventos enviados deste endereço. Aguarde um minuto e tente novamente.',
    );
    expect((await send({ idConfig: 1, eventos: [] }, '10.9.9.10')).statusCode).toBe(204);
  });

  it('caps the calls of everyone together, so many addresses cannot make it cost more', async () => {
    const settings = server().config.releases;
    const before = settings.eventsPerMinuteTotal;
    settings.eventsPerMinuteTotal = 5;
    try {
      server().clock.advance(61_000);
      for (let i = 0; i < 5; i += 1)
        expect((await send({ idConfig: 1, eventos: [] }, `10.6.0.${i}`)).statusCode).toBe(204);
      const refused = await send({ idConfig: 1, eventos: [] }, '10.6.0.99');
      expect([refused.statusCode, refused.json().error.message]).toEqual([
        429,
        'Muitos eventos recebidos no momento. Aguarde um minuto e tente novamente.',
      ]);
    } finally {
      settings.eventsPerMinuteTotal = before;
      server().clock.advance(61_000);
    }
  });
});
