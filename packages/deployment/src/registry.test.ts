import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { folderDeployment } from './registry';
import { activateRelease } from './releaseStore';

function release(deployDir: string, container: string, version: string): void {
  fs.mkdirSync(path.join(deployDir, container, version), { recursive: true });
  fs.writeFileSync(path.join(deployDir, container, version, 'mf-manifest.json'), '{}');
  activateRelease(deployDir, container, version);
}

describe('folderDeployment', () => {
  let deployDir: string;
  beforeEach(() => {
    deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploys-'));
  });
  afterEach(() => fs.rmSync(deployDir, { recursive: true, force: true }));

  it("announces each released area's active version at its container's public URL, honouring a brand's override", () => {
    release(deployDir, 'auth', 'v1');
    release(deployDir, 'signup', 'v1');
    release(deployDir, 'signup_acme', 'v2');
    const deployment = folderDeployment({
      deployDir,
      remotePublicUrls: {
        auth: 'http://remotes.example:9081',
        signup: 'https://cdn.example.com/erp/remotes/signup',
        signup_acme: 'http://remotes.example:9086',
      },
    });
    expect(deployment.releasesFor({})).toEqual([
      { name: 'auth', area: 'auth', entry: 'http://remotes.example:9081/v1/mf-manifest.json', version: 'v1' },
      {
        name: 'signup',
        area: 'signup',
        entry: 'https://cdn.example.com/erp/remotes/signup/v1/mf-manifest.json',
        version: 'v1',
      },
    ]);
    expect(deployment.releasesFor({ signup: 'signup_acme' })[1]).toMatchObject({
      name: 'signup_acme',
      version: 'v2',
    });
    // An override naming another area's container is ignored.
    expect(deployment.releasesFor({ signup: 'auth' })[1]).toMatchObject({ name: 'signup' });
  });
});
