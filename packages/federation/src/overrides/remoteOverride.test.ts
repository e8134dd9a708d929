import type { RemoteRelease } from '@erp/domain';
import { parseOverride, parseOverrideList, withOverrides } from './remoteOverride';

const REGISTRY: RemoteRelease[] = [
  { name: 'auth', area: 'auth', entry: 'http://localhost:8081/v1/mf-manifest.json', version: 'v1' },
  { name: 'shell', area: 'shell', entry: 'http://localhost:8083/v7/mf-manifest.json', version: 'v7' },
  { name: 'signup_acme', area: 'signup', entry: 'http://localhost:8086/v2/mf-manifest.json', version: 'v2' },
];

describe('parseOverride', () => {
  it('reads container@manifest', () => {
    expect(parseOverride('shell@http://localhost:9083/mf-manifest.json')).toEqual({
      container: 'shell',
      entry: 'http://localhost:9083/mf-manifest.json',
    });
  });

  it.each([
    'shell',
    '@http://localhost:9083/mf-manifest.json',
    'Shell!@http://localhost:9083/mf-manifest.json',
    'shell@javascript:alert(1)//x.json',
    'shell@data:application/json,{}',
    'shell@http://localhost:9083/remoteEntry.js',
    'shell@not a url',
  ])('refuses %s', (text) => {
    expect(parseOverride(text)).toBeNull();
  });

  it('reads a list, leaving out what is not an override', () => {
    expect(
      parseOverrideList(
        'shell@http://localhost:9083/mf-manifest.json,nonsense,reports@http://localhost:9084/mf-manifest.json',
      ),
    ).toHaveLength(2);
    expect(parseOverrideList('')).toEqual([]);
  });
});

describe('withOverrides', () => {
  it("puts the override's manifest in place of its container's version, the rest untouched", () => {
    const releases = withOverrides(REGISTRY, [
      { container: 'shell', entry: 'http://localhost:9083/mf-manifest.json' },
    ]);
    expect(releases.find((r) => r.area === 'shell')).toEqual({
      name: 'shell',
      area: 'shell',
      entry: 'http://localhost:9083/mf-manifest.json',
      version: 'http://localhost:9083/mf-manifest.json',
    });
    expect(releases.find((r) => r.area === 'auth')).toEqual(REGISTRY[0]);
  });

  it('adds an area the registry has no version of yet (its first build still running)', () => {
    const releases = withOverrides(REGISTRY, [
      { container: 'reports', entry: 'http://localhost:9084/mf-manifest.json' },
    ]);
    expect(releases.find((r) => r.area === 'reports')?.entry).toBe('http://localhost:9084/mf-manifest.json');
  });

  it("leaves a brand's area alone when another container serves it, and ignores unknown containers", () => {
    const overrides = [
      { container: 'signup', entry: 'http://localhost:9082/mf-manifest.json' },
      { container: 'nada', entry: 'http://localhost:9999/mf-manifest.json' },
    ];
    expect(withOverrides(REGISTRY, overrides)).toEqual(REGISTRY);
  });
});
