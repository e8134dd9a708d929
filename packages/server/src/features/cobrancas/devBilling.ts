import { MESSAGES } from '@erp/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { chargeParams } from './chargeInput';
import { toCents } from './chargeView';
import { cobrancas, empresas, filiais, planos } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/httpError';
import { isLocalDevRequest } from '../../http/loopback';
import { parseInput } from '../../http/validation';
import { devChargesPage, type DevCharge } from './devChargesPage';

/**
 * The local provider's "bank", for development: `GET /dev/cobrancas` lists the open charges (JSON, or a page with a
 * button per charge for a browser) and `POST /dev/cobrancas/:id/pagar` pays one, which makes the local provider send
 * its signed webhook. Served only when `DEV_BILLING=1` and not in production, and only to this machine (peer address,
 * Host and Origin), like /dev/outbox: whoever can call it unblocks any branch. Registered under `/dev`.
 */
export function devCobrancasRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const local = ctx.billing.local;
    if (!ctx.config.devBilling || !local) return;

    const openCharges = async (): Promise<DevCharge[]> => {
      const rows = await ctx.db
        .select({ charge: cobrancas, empresa: empresas.nome, filial: filiais.nome, plano: planos.nome })
        .from(cobrancas)
        .innerJoin(empresas, eq(empresas.id, cobrancas.empresaId))
        .innerJoin(filiais, eq(filiais.id, cobrancas.filialId))
        .innerJoin(planos, eq(planos.id, cobrancas.planoId))
        .where(and(eq(cobrancas.provedor, local.name), eq(cobrancas.estado, 'aberta')))
        .orderBy(asc(cobrancas.createdAt));
      return rows.map((row) => ({
        id: row.charge.idProvedor,
        empresa: row.empresa,
        filial: row.filial,
        plano: row.plano,
        valor: Number(row.charge.valor),
        vencimento: row.charge.vencimento,
        linhaDigitavel: row.charge.linhaDigitavel,
      }));
    };

    void app.register(async (scope) => {
      scope.addHook('onRequest', async (request) => {
        if (!isLocalDevRequest(request)) throw new HttpError(404, MESSAGES.http.notFoundRoute);
      });
      // The page's buttons are plain HTML forms: their empty url-encoded body carries nothing.
      scope.addContentTypeParser('application/x-www-form-urlencoded', (_request, _payload, done) =>
        done(null, {}),
      );

      scope.get('/cobrancas', { config: { public: true } }, async (request, reply) => {
        const charges = await openCharges();
        if (!request.headers.accept?.includes('text/html')) return charges;
        return reply.type('text/html; charset=utf-8').send(devChargesPage(charges));
      });

      scope.post('/cobrancas/:id/pagar', { config: { public: true } }, async (request, reply) => {
        const { id } = parseInput(chargeParams, request.params, 'params');
        const [charge] = await ctx.db
          .select()
          .from(cobrancas)
          .where(and(eq(cobrancas.provedor, local.name), eq(cobrancas.idProvedor, id)))
          .limit(1);
        if (!charge) throw new HttpError(404, MESSAGES.billing.chargeNotFound);
        const delivery = await local.pay({ chargeId: id, amountCents: toCents(charge.valor) });
        if (request.headers['content-type']?.startsWith('application/x-www-form-urlencoded'))
          return reply.redirect('/dev/cobrancas', 303);
        return reply.code(delivery.statusCode).send(delivery.body);
      });
    });
  };
}
