import path from 'node:path';
import { findContainer } from '@erp/deployment';
import { loadConfig } from '@erp/server';
import { containerState } from '../deploy/deployClient';
import { buildRelease, publishBuild } from '../deploy/releaseBuild';
import { hostNextLoad, untilNextLoadServes } from '../delivery/hostNextLoad';
import { REPO_ROOT } from '../paths';
import { loginOn } from '../realServices/apiChild';
import { copyOfStackBuild, stackBuildDir } from '../stackBuilds';
import { authorized, PREFIX, type ApiError, type ScaleOut } from './kit';

/**
 * A team releases its area from its own clone through the balancer with its deploy token, and the operator rolls it
 * back from the releases screen. The team's pipeline is a build job and a publish job (`pnpm release --from`, the build
 * job's output): what this proves is the publish job's, from a checkout of its own (the release command, the token,
 * the balancer, the bucket, the next load). The build job's output is this run's e2e build of the area when there is
 * one: the same commit built by the same webpack configuration (the e2e suite starts from those builds, made as
 * `pnpm start` makes them on a fresh clone), so building it again in the clone would prove nothing more for a webpack
 * build's CPU (~30 s). Without one (`pnpm test:scale` on its own), the clone's build job builds it.
 */
export function teamRelease(deployment: () => ScaleOut): void {
  it("takes a remote released from a team's own clone with its deploy token, refuses what it must, and shows a rollback from the screen on the next load within 2 s", async () => {
    const { a, b, proxy, s3, teamClone } = deployment();
    const staff = await loginOn(proxy.url, 'suporte@demo.com.br');
    // The operator makes each team its token in the administration area (the screen's call).
    const tokenFor = async (container: string) => {
      const res = await fetch(`${proxy.url}/api/Admin/tokens-deploy`, {
        method: 'POST',
        headers: authorized(staff, { 'content-type': 'application/json' }),
        body: JSON.stringify({ nome: `CI ${container}`, container }),
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { token: string }).token;
    };
    const [reportsToken, authToken] = [await tokenFor('reports'), await tokenFor('auth')];
    const reportsTarget = { api: proxy.url, token: reportsToken };
    const refusal = async (res: Response) => [res.status, ((await res.json()) as ApiError).error.message];
    const putFile = (token: string, versao: string, file: string) =>
      fetch(`${proxy.url}/api/deploy/reports/versoes/${versao}/arquivos/${file}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
        body: 'console.log(1)',
      });

    // Refused, and nothing becomes active: a bad token, another container's token, a release with no manifest.
    expect(await refusal(await putFile(`erpdeploy_${'x'.repeat(43)}`, 'v-falso', 'remoteEntry.js'))).toEqual([
      401,
      'Token de deploy inválido ou revogado.',
    ]);
    expect(await refusal(await putFile(authToken, 'v-outro', 'remoteEntry.js'))).toEqual([
      403,
      'Este token de deploy é do container auth; não pode publicar em reports.',
    ]);
    expect(await putFile(reportsToken, 'v-sem-manifesto', 'remoteEntry.js')).toHaveProperty('status', 204);
    const halfUploaded = await fetch(`${proxy.url}/api/deploy/reports/versoes/v-sem-manifesto`, {
      method: 'POST',
      headers: { authorization: `Bearer ${reportsToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ativar: true }),
    });
    expect(await refusal(halfUploaded)).toEqual([
      422,
      'A versão v-sem-manifesto de reports não tem mf-manifest.json: o envio não terminou. Nada foi publicado.',
    ]);
    expect(await containerState(reportsTarget, 'reports')).toMatchObject({ ativa: null, versoes: [] });

    // The platform's first release of the area, from this checkout: the e2e run's build of it when there is one (the
    // same sources; a webpack build less on CI's two cores), else a new build.
    const reports = findContainer('reports')!;
    const e2eStack = loadConfig({ DATA_DIR: path.join(REPO_ROOT, '.data-e2e') });
    const first = await publishBuild(
      reportsTarget,
      copyOfStackBuild(reports, e2eStack) ?? (await buildRelease(reports)),
      { ativar: true },
    );
    const v1 = first.ativa!;
    await untilNextLoadServes(proxy.url, 1, 'reports', v1, 10_000);

    // The reports team's pipeline in its own clone (prepared while the machines started): the build job's output
    // (above), released through the balancer with the team's token by the publish job.
    const clone = await teamClone;
    // `--from` copies the folder it publishes, so the e2e build is handed over where it lies.
    const buildJob = async () => {
      const built = await clone.run('pnpm', ['--filter', 'remote-reports', 'build']);
      expect(built).toMatchObject({ code: 0 });
      return path.join(clone.dir, 'remote-reports/dist');
    };
    const artifact = stackBuildDir(reports.name, e2eStack) ?? (await buildJob());
    const released = await clone.release('remote-reports', proxy.url, reportsToken, {
      activate: true,
      from: artifact,
    });
    expect(released.code).toBe(0);
    expect(released.output).not.toContain(reportsToken);
    const v2 = (await containerState(reportsTarget, 'reports')).ativa!;
    expect(v2).not.toBe(v1);
    expect(released.output).toContain(`reports ${v2} is live`);
    // Whichever machine the host's next load reaches, it gets the new version from the bucket.
    for (const api of [a, b]) {
      expect(await hostNextLoad(api.url, 1, 'reports')).toMatchObject({
        version: v2,
        entry: s3.objectUrl(`${PREFIX}releases/reports/${v2}/mf-manifest.json`),
      });
    }

    // The operator rolls brand 1 back from the releases screen: its next load gets v1 again within 2 s.
    const rolledBack = await fetch(`${proxy.url}/api/Admin/remotes/reports/rollback`, {
      method: 'POST',
      headers: authorized(staff, { 'content-type': 'application/json' }),
      body: JSON.stringify({ idConfig: 1 }),
    });
    expect(rolledBack.status).toBe(200);
    const visibleAfterMs = await untilNextLoadServes(proxy.url, 1, 'reports', v1, 2000);
    expect(visibleAfterMs).toBeLessThan(2000);
    for (const api of [a, b]) expect(await hostNextLoad(api.url, 1, 'reports')).toHaveProperty('version', v1);
    // Brand 2 still follows the global version the team released.
    expect(await hostNextLoad(proxy.url, 2, 'reports')).toHaveProperty('version', v2);
  }, 900_000);
}
