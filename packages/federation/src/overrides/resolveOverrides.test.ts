import type { RemoteRelease } from '@erp/domain';
import { resolveOverrides, type OverrideRequest } from './resolveOverrides';

const REGISTRY: RemoteRelease[] = [
  { name: 'auth', area: 'auth', entry: 'http://localhost:8081/v1/mf-manifest.json', version: 'v1' },
  { name: 'shell', area: 'shell', entry: 'http://localhost:8083/v7/mf-manifest.json', version: 'v7' },
];
const LOCAL_SHELL = { container: 'shell', entry: 'http://localhost:9083/mf-manifest.json' };

function request(overrides: Partial<OverrideRequest>): OverrideRequest {
  return {
    registry: REGISTRY,
    dev: [],
    browser: [],
    production: false,
    signedIn: false,
    check: jest.fn().mockResolvedValue({ ok: true, faltando: [] }),
    ...overrides,
  };
}

describe('resolveOverrides', () => {
  it('loads an override whose build the API allows and whose contract check passes', async () => {
    const { releases, states } = await resolveOverrides(request({ browser: [LOCAL_SHELL] }));
    expect(releases.find((r) => r.area === 'shell')?.entry).toBe(LOCAL_SHELL.entry);
    expect(states).toEqual([{ ...LOCAL_SHELL, area: 'shell', source: 'browser', refused: null }]);
  });

  it("keeps the registry's version when the contract check fails, and says what is missing", async () => {
    const check = jest.fn().mockResolvedValue({ ok: false, faltando: ['módulo exposto "Routes"'] });
    const { releases, states } = await resolveOverrides(request({ browser: [LOCAL_SHELL], check }));
    expect(releases).toEqual(REGISTRY);
    expect(states[0]?.refused).toEqual(['módulo exposto "Routes"']);
  });

  it("keeps the registry's version when the API refuses the address, with the API's reason", async () => {
    const check = jest
      .fn()
      .mockRejectedValue(new Error('Só a equipe do produto pode carregar uma área de outro endereço.'));
    const entry = 'https://preview.test/mf-manifest.json';
    const { releases, states } = await resolveOverrides(
      request({ browser: [{ container: 'shell', entry }], check }),
    );
    expect(releases).toEqual(REGISTRY);
    expect(states[0]?.refused?.[0]).toMatch(/Só a equipe do produto/);
  });

  it('in a production build, refuses a visitor without asking the API', async () => {
    const check = jest.fn();
    const { releases, states } = await resolveOverrides(
      request({ browser: [LOCAL_SHELL], production: true, signedIn: false, check }),
    );
    expect(check).not.toHaveBeenCalled();
    expect(releases).toEqual(REGISTRY);
    expect(states[0]?.refused?.[0]).toMatch(/entre antes/);
  });

  it("applies the development host's overrides the same way, a browser's own winning for the same container", async () => {
    const mine = { container: 'shell', entry: 'http://127.0.0.1:9183/mf-manifest.json' };
    const dev = [LOCAL_SHELL, { container: 'reports', entry: 'http://localhost:9084/mf-manifest.json' }];
    const { releases, states } = await resolveOverrides(request({ dev, browser: [mine] }));
    expect(releases.find((r) => r.area === 'shell')?.entry).toBe(mine.entry);
    expect(releases.find((r) => r.area === 'reports')?.entry).toBe('http://localhost:9084/mf-manifest.json');
    expect(states.map((s) => [s.container, s.source])).toEqual([
      ['reports', 'dev'],
      ['shell', 'browser'],
    ]);
  });
});
