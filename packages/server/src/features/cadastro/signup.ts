import {
  firstSignupFailure,
  MESSAGES,
  signupDisplay,
  signupFields,
  signupLayoutOf,
  type SignupResponse,
} from '@erp/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { createCrmClient, tokenFitsUrl } from './crmClient';
import { runCrmStep } from './crmStep';
import { brands, usuarios, type BrandRow } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/httpError';
import { parseInput } from '../../http/validation';
import { cityInState } from '../localidades/cityStore';
import { createSignup } from './createSignup';
import { signupBody, type SignupBody } from './signupBody';
import { isUniqueViolation } from '../../db/uniqueViolation';
import { signupKey } from '../usuarios/limits';

async function signupBrand(ctx: AppContext, body: SignupBody): Promise<BrandRow> {
  const [brand] = await ctx.db.select().from(brands).where(eq(brands.idConfig, body.idConfigWhitelabel));
  if (!brand || (body.idWhitelabel != null && body.idWhitelabel !== brand.id))
    throw new HttpError(400, MESSAGES.signup.brandUnknown);
  if (brand.misc.permiteCadastro === false) throw new HttpError(403, MESSAGES.signup.signupDisabled);
  return brand;
}

async function emailTaken(ctx: AppContext, email: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(sql`lower(${usuarios.email}) = ${email}`)
    .limit(1);
  return row !== undefined;
}

/** Runs the brand's CRM step once the sign-up is committed; never awaited by the answer, never failing it. */
function startCrmStep(ctx: AppContext, brand: BrandRow, body: SignupBody, log: FastifyInstance['log']): void {
  const baseUrl = brand.crm?.baseUrl ?? ctx.config.crm.baseUrl;
  // A brand whose token was removed (admin PUT with `crm.token: ""`) keeps its stage but calls nothing.
  if (!brand.crm?.token || !baseUrl) return;
  // The token goes only to the URL it was saved with (a row written with another URL since keeps it from leaving).
  if (!tokenFitsUrl(brand.crm)) {
    log.warn({ idConfig: brand.idConfig }, 'CRM: token salvo para outro endereço; etapa não executada');
    return;
  }
  const client = createCrmClient({
    baseUrl,
    token: brand.crm.token,
    timeoutMs: ctx.config.crm.timeoutMs,
    fetch: ctx.outbound.fetch,
  });
  const signup = {
    email: (body.email ?? '').trim().toLowerCase(),
    nome: body.nome?.trim() || (body.email ?? ''),
    empresa: body.empresa?.trim() || null,
    telefone: body.telefone?.trim() || null,
  };
  void runCrmStep(client, brand.crm.stageId, signup, log).catch((error: unknown) =>
    log.warn({ err: error }, 'CRM: falha inesperada'),
  );
}

/** Checks the sign-up against the brand's rules and creates it; every refusal is a Portuguese 4xx. */
async function createAccount(
  ctx: AppContext,
  input: unknown,
): Promise<{ brand: BrandRow; body: SignupBody; created: Awaited<ReturnType<typeof createSignup>> }> {
  const body = parseInput(signupBody, input);
  const brand = await signupBrand(ctx, body);
  const fields = signupFields(signupLayoutOf(brand.remoteOverrides.signup), signupDisplay(brand.misc));
  const email = (body.email ?? '').trim().toLowerCase();
  const failure = firstSignupFailure({ ...body, email }, fields);
  if (failure) throw new HttpError(400, failure.warning);
  if (fields.includes('cidade') && !(await cityInState(ctx.db, Number(body.cidade), body.estado ?? '')))
    throw new HttpError(400, MESSAGES.signup.cityUnknown);
  if (await emailTaken(ctx, email)) throw new HttpError(409, MESSAGES.errors.duplicate);

  const senhaHash = await ctx.passwords.hash(body.senha ?? '');
  let created;
  try {
    created = await createSignup(ctx.db, brand, body, { fields, senhaHash, now: ctx.clock() });
  } catch (error) {
    // Two sign-ups with one e-mail at the same moment: the unique index decides, the loser hears "duplicado".
    if (isUniqueViolation(error)) throw new HttpError(409, MESSAGES.errors.duplicate);
    throw error;
  }
  return { brand, body, created };
}

/**
 * `POST Usuarios/cadastro`: the trial sign-up (spec 000 §4). Public; at most `maxSignupsPerIp` new accounts per address
 * and window. Every field is checked with the domain's sign-up rules for the fields the brand's screen shows, so the
 * API refuses what the screen refuses, with the screen's warning.
 */
export function cadastroRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.post('/Usuarios/cadastro', { config: { public: true } }, async (request) => {
      // Reserved up front (a parallel burst gets only the slots left) and given back when no account was created.
      const attempt = await ctx.limiter.reserve([signupKey(ctx.config.rateLimit, request.ip)]);
      const { brand, body, created } = await createAccount(ctx, request.body).catch(
        async (error: unknown) => {
          await attempt.release();
          throw error;
        },
      );
      startCrmStep(ctx, brand, body, request.log);
      return { id: created.cadastroId, userId: created.usuarioId } satisfies SignupResponse;
    });
  };
}
