import fs from 'node:fs';
import type { AuditEntry, RemoteRelease, TokenDeploy } from '@erp/domain';
import { eq } from 'drizzle-orm';
import { tokensDeploy } from '../../db/schema';
import { globalActive } from '../../testing/releaseTestKit';
import { createServer } from '../../server';
import type { TestServer } from '../../testing/testServer';
import { call } from '../../testing/adminTestKit';
import {
  logLines,
  server,
  tokens,
  reportsManifest,
  createToken,
  bearer,
  upload,
  register,
  uploadBuild,
  reportsVersion,
  storedFile,
  errorOf,
  useDeployServer,
} from '../../testing/deployApiKit';

useDeployServer();

describe('deploy tokens (Admin/tokens-deploy)', () => {
  it('shows a token once, keeps only its digest, lists it without it and audits its creation without it', async () => {
    const created = await createToken('CI do admin', 'admin');
    expect(created.token).toMatch(/^erpdeploy_[A-Za-z0-9_-]{43}$/);
    const [row] = await server().server.db.select().from(tokensDeploy).where(eq(tokensDeploy.id, created.id));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.token);
    const list = await call(server(), tokens.suporte, 'GET', '/api/Admin/tokens-deploy');
    expect(list.body).not.toContain(created.token);
    expect(list.body).not.toContain(row!.tokenHash);
    expect(list.json<TokenDeploy[]>()[0]).toMatchObject({
      nome: 'CI do admin',
      container: 'admin',
      criadoPor: 'suporte@demo.com.br',
      ultimoUsoEm: null,
      revogadoEm: null,
    });
    const audit = await call(
      server(),
      tokens.suporte,
      'GET',
      '/api/Admin/auditoria?filter=' + encodeURIComponent('{"limit":1}'),
    );
    expect(audit.json<AuditEntry[]>()[0]).toMatchObject({
      acao: 'token-deploy.criar',
      para: { nome: 'CI do admin', container: 'admin' },
    });
    expect(audit.body).not.toContain(created.token);
  });

  it('is for product-owner staff only, and refuses an unknown container', async () => {
    const master = await server().login('master@demo.com.br');
    const refused = await call(server(), master, 'POST', '/api/Admin/tokens-deploy', {
      nome: 'x',
      container: 'reports',
    });
    expect(errorOf(refused)).toEqual([403, 'Acesso restrito à equipe do produto.']);
    expect((await call(server(), master, 'GET', '/api/Admin/tokens-deploy')).statusCode).toBe(403);
    expect((await call(server(), master, 'GET', '/api/Admin/tokens-deploy/containers')).statusCode).toBe(403);
    // The screen's choices: every container of the product, the same list the creation accepts.
    const containers = await call(server(), tokens.suporte, 'GET', '/api/Admin/tokens-deploy/containers');
    expect(containers.json()).toEqual(['auth', 'signup', 'shell', 'reports', 'admin', 'signup_acme']);
    const unknown = await call(server(), tokens.suporte, 'POST', '/api/Admin/tokens-deploy', {
      nome: 'x',
      container: 'estoque',
    });
    expect(errorOf(unknown)).toEqual([400, 'Escolha o container que o token poderá publicar.']);
  });

  it('refuses a revoked token from then on, and audits the revocation', async () => {
    const created = await createToken('Token vazado', 'reports');
    expect(
      (await server().app.inject({ url: '/api/deploy/reports', headers: bearer(created.token) })).statusCode,
    ).toBe(200);
    expect(
      (await call(server(), tokens.suporte, 'DELETE', `/api/Admin/tokens-deploy/${created.id}`)).statusCode,
    ).toBe(204);
    const again = await call(server(), tokens.suporte, 'DELETE', `/api/Admin/tokens-deploy/${created.id}`);
    expect(errorOf(again)).toEqual([409, 'Este token de deploy já foi revogado.']);
    const refused = await server().app.inject({ url: '/api/deploy/reports', headers: bearer(created.token) });
    expect(errorOf(refused)).toEqual([401, 'Token de deploy inválido ou revogado.']);
    const listed = (await call(server(), tokens.suporte, 'GET', '/api/Admin/tokens-deploy')).json<
      TokenDeploy[]
    >();
    expect(listed.find((x) => x.id === created.id)).toMatchObject({ revogadoEm: expect.any(String) });
    expect(listed.find((x) => x.id === created.id)?.ultimoUsoEm).not.toBeNull();
  });
});

describe('the deploy API', () => {
  it('publishes an uploaded build inactive, then activates another with ativar and rolls back to it', async () => {
    await uploadBuild(tokens.reports, 'v1');
    const published = await register(tokens.reports, 'reports', 'v1');
    expect(published.statusCode).toBe(201);
    expect(published.json()).toMatchObject({ versao: 'v1', ativa: null, avisos: [] });
    expect(await reportsVersion()).toBeUndefined();
    expect(fs.readFileSync(storedFile('v1', 'static/js/1.abc.js'), 'utf8')).toBe('console.log(1)');

    const activate = await server().app.inject({
      method: 'POST',
      url: '/api/deploy/reports/ativar',
      headers: bearer(tokens.reports),
      payload: { versao: 'v1' },
    });
    expect(activate.json()).toMatchObject({ ativa: 'v1', historico: ['v1'] });
    expect(await reportsVersion()).toBe('v1');

    await uploadBuild(tokens.reports, 'v2');
    const live = await register(tokens.reports, 'reports', 'v2', { ativar: true });
    expect(live.json()).toMatchObject({ ativa: 'v2', historico: ['v1', 'v2'] });
    expect(await reportsVersion()).toBe('v2');

    const back = await server().app.inject({
      method: 'POST',
      url: '/api/deploy/reports/rollback',
      headers: bearer(tokens.reports),
    });
    expect(back.json()).toMatchObject({ ativa: 'v1', historico: ['v1'] });
    expect(await reportsVersion()).toBe('v1');
    const none = await server().app.inject({
      method: 'POST',
      url: '/api/deploy/reports/rollback',
      headers: bearer(tokens.reports),
    });
    expect(errorOf(none)).toEqual([409, 'Não há versão anterior para voltar.']);
  });

  it('refuses a wrong token, no token, or a token in the URL, storing nothing', async () => {
    const wrong = await upload(
      'erpdeploy_' + 'x'.repeat(43),
      'reports',
      'v-errado',
      'mf-manifest.json',
      '{}',
    );
    expect(errorOf(wrong)).toEqual([401, 'Token de deploy inválido ou revogado.']);
    const none = await upload(null, 'reports', 'v-errado', 'mf-manifest.json', '{}');
    expect(errorOf(none)).toEqual([
      401,
      'Informe o token de deploy no cabeçalho Authorization (Bearer <token>).',
    ]);
    const inUrl = await server().app.inject({
      method: 'PUT',
      url: `/api/deploy/reports/versoes/v-errado/arquivos/mf-manifest.json?token=${tokens.reports}`,
      headers: { 'content-type': 'application/octet-stream' },
      payload: '{}',
    });
    expect(inUrl.statusCode).toBe(401);
    // A session token is not a deploy token either.
    expect((await upload(tokens.suporte, 'reports', 'v-errado', 'mf-manifest.json', '{}')).statusCode).toBe(
      401,
    );
    expect(fs.existsSync(storedFile('v-errado', 'mf-manifest.json'))).toBe(false);
  });

  it("refuses another container's token, for uploads, registrations, activations and rollbacks", async () => {
    const message = 'Este token de deploy é do container auth; não pode publicar em reports.';
    expect(
      errorOf(await upload(tokens.auth, 'reports', 'v9', 'mf-manifest.json', reportsManifest())),
    ).toEqual([403, message]);
    expect(fs.existsSync(storedFile('v9', 'mf-manifest.json'))).toBe(false);
    await uploadBuild(tokens.reports, 'v9');
    expect(errorOf(await register(tokens.auth, 'reports', 'v9', { ativar: true }))).toEqual([403, message]);
    const rollback = await server().app.inject({
      method: 'POST',
      url: '/api/deploy/reports/rollback',
      headers: bearer(tokens.auth),
    });
    expect(rollback.statusCode).toBe(403);
    expect(await globalActive(server(), 'reports')).toBe('v1');
  });

  it('refuses a version that already exists, its files included', async () => {
    const again = await upload(tokens.reports, 'reports', 'v1', 'remoteEntry.js', 'var outro;');
    expect(errorOf(again)).toEqual([
      409,
      'A versão v1 de reports já existe; publique com outro nome de versão.',
    ]);
    expect(fs.readFileSync(storedFile('v1', 'remoteEntry.js'), 'utf8')).toBe('var reports;');
    expect((await register(tokens.reports, 'reports', 'v1', { ativar: true })).statusCode).toBe(409);
  });

  it('refuses a half-uploaded release (no manifest): nothing is published nor becomes active', async () => {
    expect(
      (await upload(tokens.reports, 'reports', 'v-pela-metade', 'remoteEntry.js', 'var x;')).statusCode,
    ).toBe(204);
    const res = await register(tokens.reports, 'reports', 'v-pela-metade', { ativar: true });
    expect(errorOf(res)).toEqual([
      422,
      'A versão v-pela-metade de reports não tem mf-manifest.json: o envio não terminou. Nada foi publicado.',
    ]);
    const state = (
      await server().app.inject({ url: '/api/deploy/reports', headers: bearer(tokens.reports) })
    ).json();
    expect(state.versoes.map((v: { versao: string }) => v.versao)).not.toContain('v-pela-metade');
    expect(await reportsVersion()).toBe('v1');
  });

  it('refuses a build that fails the contract check against the live host, with what is missing', async () => {
    await uploadBuild(tokens.reports, 'v-sem-modal', reportsManifest(['Routes']));
    const res = await register(tokens.reports, 'reports', 'v-sem-modal', { ativar: true });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.faltando).toEqual(['módulo exposto "RelatoriosExportados"']);
    expect(res.json().error.message).toMatch(
      /^A versão v-sem-modal de reports é incompatível.*Nada foi publicado\.$/,
    );
    expect(await reportsVersion()).toBe('v1');
    // A team cannot force it; only the local stack may.
    expect(
      errorOf(await register(tokens.reports, 'reports', 'v-sem-modal', { ativar: true, forcar: true })),
    ).toEqual([403, 'Somente o stack local pode ativar uma versão recusada pela verificação de contrato.']);
    // Nor activate a published version that would break the host.
    const broken = await server().app.inject({
      method: 'POST',
      url: '/api/deploy/reports/ativar',
      headers: bearer(tokens.reports),
      payload: { versao: 'v-sem-modal' },
    });
    expect(broken.statusCode).toBe(404);
  });

  it('refuses paths outside the version and files over the size limit', async () => {
    const outside = await upload(tokens.reports, 'reports', 'v3', '..%2Fv1%2FremoteEntry.js', 'x');
    expect(errorOf(outside)).toEqual([
      400,
      'Caminho de arquivo inválido: use um caminho relativo dentro da versão (sem "..").',
    ]);
    const big = await upload(tokens.reports, 'reports', 'v3', 'grande.js', Buffer.alloc(1024 * 1024 + 1));
    expect(errorOf(big)).toEqual([413, 'Arquivo maior que o limite de 1 MB por arquivo.']);
    expect(fs.existsSync(storedFile('v3', 'grande.js'))).toBe(false);
    const unknown = await upload(tokens.reports, 'estoque', 'v3', 'a.js', 'x');
    expect(errorOf(unknown)).toEqual([404, 'O container estoque não existe.']);
  });

  it('answers the same registry from two API machines on one database, whichever took the release', async () => {
    // Under `pnpm test:pg` the second machine opens its own pool to the same PostgreSQL database.
    const second = await createServer(
      server().config,
      server().config.database.driver === 'postgres'
        ? {}
        : { sharedDatabase: server().server.databaseHandle },
    );
    try {
      const registryOf = async (app: TestServer['app'], idConfig: number) =>
        (await app.inject(`/api/remotes?idConfig=${idConfig}`)).json<RemoteRelease[]>();
      await uploadBuild(tokens.reports, 'v5');
      expect((await register(tokens.reports, 'reports', 'v5', { ativar: true })).statusCode).toBe(201);
      for (const idConfig of [1, 2]) {
        expect(await registryOf(second.app, idConfig)).toEqual(await registryOf(server().app, idConfig));
      }
      expect((await registryOf(second.app, 1)).find((r) => r.area === 'reports')?.version).toBe('v5');
      const back = await second.app.inject({
        method: 'POST',
        url: '/api/deploy/reports/rollback',
        headers: bearer(tokens.reports),
      });
      expect(back.json()).toMatchObject({ ativa: 'v1' });
      expect(await reportsVersion()).toBe('v1');
      expect(await registryOf(second.app, 1)).toEqual(await registryOf(server().app, 1));
    } finally {
      await second.close();
    }
  });

  it('never writes a deploy token to the log', () => {
    expect(logLines.length).toBeGreaterThan(10);
    const log = logLines.join('');
    expect(log).not.toContain(tokens.reports);
    expect(log).not.toContain(tokens.auth);
    expect(log).not.toContain('erpdeploy_');
  });
});
