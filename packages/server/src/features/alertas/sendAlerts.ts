import { ADMIN_MESSAGES, MESSAGES } from '@erp/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { alertas } from '../../db/schema/alerts';
import { brands, empresas, usuarios } from '../../db/schema';
import { sessionOf } from '../../http/authHook';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/httpError';
import { parseInput } from '../../http/validation';
import { findUserById } from '../usuarios/findUser';
import { deliverAlerts, toAlerta } from './alertStore';
import { createAlertBody, generalAlertBody, type AlertFields } from './alertInput';

function rowValues(fields: AlertFields, now: Date) {
  return {
    tipo: fields.tipo,
    texto: fields.texto,
    link: fields.link,
    permiteExcluir: fields.permiteExcluir,
    data: now,
  };
}

/**
 * The brand a general alert goes to: the caller's own, or the one named by `idConfig` — any brand for product-owner
 * staff, none but their own for everyone else (a master of another brand hears 403, existing brand or not).
 */
async function targetBrand(
  ctx: AppContext,
  ownBrandId: number,
  idConfig: number | undefined,
  isAvanco: boolean,
): Promise<number> {
  if (idConfig === undefined) return ownBrandId;
  const [named] = await ctx.db
    .select({ id: brands.id })
    .from(brands)
    .where(eq(brands.idConfig, idConfig))
    .limit(1);
  if (named?.id === ownBrandId) return ownBrandId;
  if (!isAvanco) throw new HttpError(403, MESSAGES.alerts.generalOtherBrand);
  if (!named) throw new HttpError(404, ADMIN_MESSAGES.brandNotFound);
  return named.id;
}

/**
 * Sending alerts. Company administrators write to users of their own company; the product's staff (isAvanco) and
 * master users write to a whole company or to every user of their brand. Each recipient gets a row of their own,
 * pushed to their user room only.
 */
export function registerSendAlertRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/Alertas', async (request) => {
    const session = sessionOf(request);
    const body = parseInput(createAlertBody, request.body);
    const caller = await findUserById(ctx.db, session.userId);
    if (!caller || !(caller.perfilAdmin || caller.master || caller.isAvanco))
      throw new HttpError(403, MESSAGES.alerts.sendForbidden);
    const target = await findUserById(ctx.db, body.usuarioId);
    if (!target || !target.ativo || target.empresaId !== session.empresaId)
      throw new HttpError(404, MESSAGES.notFound.user);
    const rows = await ctx.db
      .insert(alertas)
      .values({
        usuarioId: target.id,
        empresaId: target.empresaId,
        brandId: session.brandId,
        ...rowValues(body, new Date(ctx.clock())),
      })
      .returning();
    deliverAlerts(ctx.io, rows);
    return toAlerta(rows[0]!);
  });

  app.post('/Alertas/geral', async (request) => {
    const session = sessionOf(request);
    const body = parseInput(generalAlertBody, request.body);
    const caller = await findUserById(ctx.db, session.userId);
    const staff = caller?.master === true || caller?.isAvanco === true;
    const brandId = await targetBrand(ctx, session.brandId, body.idConfig, caller?.isAvanco === true);
    if (body.empresaId === undefined) {
      if (!staff) throw new HttpError(403, MESSAGES.alerts.generalForbidden);
    } else {
      // A company of another brand is as unknown as a missing one.
      const [empresa] = await ctx.db
        .select({ id: empresas.id })
        .from(empresas)
        .where(and(eq(empresas.id, body.empresaId), eq(empresas.brandId, brandId)))
        .limit(1);
      if (!empresa) throw new HttpError(404, MESSAGES.notFound.company);
      const ownCompanyAdmin = caller?.perfilAdmin === true && body.empresaId === session.empresaId;
      if (!staff && !ownCompanyAdmin) throw new HttpError(403, MESSAGES.alerts.sendForbidden);
    }
    const recipients = await ctx.db
      .select({ id: usuarios.id, empresaId: usuarios.empresaId })
      .from(usuarios)
      .innerJoin(empresas, eq(empresas.id, usuarios.empresaId))
      .where(
        and(
          eq(empresas.brandId, brandId),
          eq(usuarios.ativo, true),
          body.empresaId === undefined ? undefined : eq(usuarios.empresaId, body.empresaId),
        ),
      );
    if (!recipients.length) return { count: 0 };
    const now = new Date(ctx.clock());
    const rows = await ctx.db
      .insert(alertas)
      .values(
        recipients.map((user) => ({
          usuarioId: user.id,
          empresaId: user.empresaId,
          brandId,
          geral: true,
          ...rowValues(body, now),
        })),
      )
      .returning();
    deliverAlerts(ctx.io, rows);
    return { count: rows.length };
  });
}
