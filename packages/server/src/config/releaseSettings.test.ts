import path from 'node:path';
import { hostSharedSource, loadReleaseSettings } from './releaseSettings';

describe('release settings', () => {
  it('defaults to a 20 % error rate over 10 visitors, 60 event calls a minute per address, 3000 in all, and 1 visitor per address', () => {
    expect(loadReleaseSettings({}, false)).toEqual({
      canaryMaxErrorRate: 0.2,
      canaryMinLoads: 10,
      eventsPerMinutePerIp: 60,
      eventsPerMinuteTotal: 3000,
      canaryVisitorsPerAddress: 1,
      previewOrigins: [],
      maxReleaseFileBytes: 50 * 1024 * 1024,
      stackDeployToken: null,
    });
    expect(loadReleaseSettings({ CANARY_VISITORS_PER_ADDRESS: '20' }, false)).toMatchObject({
      canaryVisitorsPerAddress: 20,
    });
    expect(
      loadReleaseSettings({ CANARY_MAX_ERROR_PERCENT: '5', CANARY_MIN_LOADS: '100' }, false),
    ).toMatchObject({
      canaryMaxErrorRate: 0.05,
      canaryMinLoads: 100,
    });
  });

  it("takes the local stack's deploy token outside production only", () => {
    const token = 'x'.repeat(43);
    expect(loadReleaseSettings({ STACK_DEPLOY_TOKEN: token }, false).stackDeployToken).toBe(token);
    expect(loadReleaseSettings({ STACK_DEPLOY_TOKEN: token }, true).stackDeployToken).toBeNull();
    expect(() => loadReleaseSettings({ STACK_DEPLOY_TOKEN: 'curto' }, false)).toThrow('STACK_DEPLOY_TOKEN');
  });

  it('names the variable that is wrong', () => {
    expect(() => loadReleaseSettings({ CANARY_MAX_ERROR_PERCENT: '150' }, false)).toThrow(
      'Variável de ambiente CANARY_MAX_ERROR_PERCENT inválida: "150" (esperado um número inteiro de 1 a 100).',
    );
  });

  it("reads the host's singletons from its build, a file or a URL", () => {
    expect(hostSharedSource({}, '/repo')).toEqual({
      manifest: path.join('/repo', 'host', 'dist', 'mf-manifest.json'),
      hostDir: path.join('/repo', 'host'),
    });
    expect(hostSharedSource({ HOST_MANIFEST: 'https://erp.example/mf-manifest.json' }, '/repo')).toEqual({
      manifest: 'https://erp.example/mf-manifest.json',
    });
  });
});
