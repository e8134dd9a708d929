import path from 'node:path';
import { hostSharedSource, loadReleaseSettings } from './releaseSettings';

describe('release settings', () => {
  it('defaults to a 20 % error rate over 10 reports, 60 event calls a minute and 3 reports of a version per address', () => {
    expect(loadReleaseSettings({})).toEqual({
      canaryMaxErrorRate: 0.2,
      canaryMinLoads: 10,
      eventsPerMinutePerIp: 60,
      previewOrigins: [],
      reportsPerVersionPerIp: 3,
    });
    expect(loadReleaseSettings({ REMOTE_REPORTS_PER_VERSION_PER_IP: '20' })).toMatchObject({
      reportsPerVersionPerIp: 20,
    });
    expect(loadReleaseSettings({ CANARY_MAX_ERROR_PERCENT: '5', CANARY_MIN_LOADS: '100' })).toMatchObject({
      canaryMaxErrorRate: 0.05,
      canaryMinLoads: 100,
    });
  });

  it('names the variable that is wrong', () => {
    expect(() => loadReleaseSettings({ CANARY_MAX_ERROR_PERCENT: '150' })).toThrow(
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
