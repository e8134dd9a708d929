import { MESSAGES } from '@erp/domain';
import { Transform } from 'node:stream';
import { contentTypeOf, findContainer, isReleaseFilePath, VERSION_PATTERN } from '@erp/deployment';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { assertNewVersion, publishRelease } from './publishRelease';
import { assertMayDeploy, deployCallerOf } from './deployTokens';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/httpError';
import { parseInput } from '../../http/validation';
import { ContractRefusal, replyContractRefusal } from '../../releases/contractRefusal';
import { activateGlobal, rollbackGlobal } from '../../releases/globalReleases';
import { loadReleaseCatalog } from '../../releases/releaseCatalog';
import { checkStoredRelease } from '../../releases/releaseContract';
import { writeReleaseFile } from '../../releases/releaseFiles';

const versaoField = v.pipe(
  v.string(MESSAGES.releases.versao),
  v.regex(VERSION_PATTERN, MESSAGES.releases.versao),
);
const containerParams = v.object({ container: v.pipe(v.string(), v.maxLength(50)) });
const versionParams = v.object({ ...containerParams.entries, versao: versaoField });
const fileParams = v.object({ ...versionParams.entries, '*': v.string() });
const flag = (name: string) => v.optional(v.boolean(MESSAGES.apiFields.boolean(name)), false);
const publishBody = v.object({ ativar: flag('ativar'), forcar: flag('forcar') });
const activateBody = v.object({ versao: versaoField });

/** The caller and the container a route names, checked in that order: a bad token hears 401 whatever it named. */
async function deployTarget(ctx: AppContext, request: FastifyRequest) {
  const caller = await deployCallerOf(ctx, request);
  const { container } = parseInput(containerParams, request.params, 'params');
  if (!findContainer(container)) throw new HttpError(404, MESSAGES.releases.unknownContainer(container));
  assertMayDeploy(caller, container);
  return { caller, container };
}

/** Counts a stream's bytes and fails it past `max`: an upload is refused as it arrives, never buffered whole. */
function limitedTo(max: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > max) done(new HttpError(413, MESSAGES.releases.fileTooLarge(Math.round(max / 1024 / 1024))));
      else done(null, chunk);
    },
  });
}

/** What the deploy API answers about a container: its active version, history and published versions. */
async function containerState(ctx: AppContext, container: string) {
  const catalog = await loadReleaseCatalog(ctx.db);
  return {
    container,
    ativa: catalog.active(container),
    historico: catalog.history(container),
    versoes: catalog.versions(container),
  };
}

/**
 * The deploy API (`pnpm release <area> --api <url> --token <t>`): a team's pipeline uploads a build's files, one
 * request per file streamed to release storage (the manifest last), then registers the version, which the contract
 * check against the live host must pass; it is published inactive unless `ativar`. Deploy tokens travel only in the
 * Authorization header. The routes are public to the session check: the deploy token is their credential.
 */
export function registerDeployApi(app: FastifyInstance, ctx: AppContext): void {
  const route = { config: { public: true } };

  app.register(async (uploads) => {
    // The file's bytes go to storage as they arrive: no parser reads them (nor buffers them, nor limits them to the
    // JSON body limit); the route counts them itself.
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser('*', (_request, _payload, done) => done(null));
    uploads.put('/deploy/:container/versoes/:versao/arquivos/*', route, async (request, reply) => {
      const { container } = await deployTarget(ctx, request);
      const params = parseInput(fileParams, request.params, 'params');
      if (!isReleaseFilePath(params['*'])) throw new HttpError(400, MESSAGES.releases.filePath);
      await assertNewVersion(ctx, container, params.versao);
      const body = request.raw.pipe(limitedTo(ctx.config.releases.maxReleaseFileBytes));
      request.raw.on('error', (error) => body.destroy(error));
      // The size limit may fail the stream before storage starts reading it; storage's pipeline still sees that error
      // (a stream remembers it), this listener only keeps it from being an unhandled 'error' event.
      body.on('error', () => undefined);
      await writeReleaseFile(
        ctx.storage.releases,
        container,
        params.versao,
        params['*'],
        body,
        contentTypeOf(params['*']),
      );
      return reply.code(204).send();
    });
  });

  app.get('/deploy/:container', route, async (request, reply) => {
    const { container } = await deployTarget(ctx, request);
    reply.header('Cache-Control', 'no-store');
    return containerState(ctx, container);
  });

  app.post('/deploy/:container/versoes/:versao', route, async (request, reply) => {
    const { caller, container } = await deployTarget(ctx, request);
    const { versao } = parseInput(versionParams, request.params, 'params');
    const options = parseInput(publishBody, request.body ?? {});
    try {
      const avisos = await publishRelease(ctx, caller, container, versao, options);
      return reply.code(201).send({ ...(await containerState(ctx, container)), versao, avisos });
    } catch (error) {
      if (error instanceof ContractRefusal) return replyContractRefusal(reply, error);
      throw error;
    }
  });

  app.post('/deploy/:container/ativar', route, async (request, reply) => {
    const { caller, container } = await deployTarget(ctx, request);
    const { versao } = parseInput(activateBody, request.body);
    const catalog = await loadReleaseCatalog(ctx.db);
    if (!catalog.isPublished(container, versao)) {
      throw new HttpError(404, MESSAGES.releases.notPublished(container, versao));
    }
    const check = await checkStoredRelease(ctx, container, versao);
    if (!check.ok) {
      const refusal = new ContractRefusal(
        MESSAGES.contract.incompatible(container, versao, check.faltando),
        check.faltando,
      );
      return replyContractRefusal(reply, refusal);
    }
    await ctx.db.transaction((tx) =>
      activateGlobal(tx, { container, versao, por: caller.por, now: new Date(ctx.clock()) }),
    );
    return containerState(ctx, container);
  });

  app.post('/deploy/:container/rollback', route, async (request) => {
    const { caller, container } = await deployTarget(ctx, request);
    await rollbackGlobal(ctx.db, container, caller.por, new Date(ctx.clock()));
    return containerState(ctx, container);
  });
}
