import {
  OVERRIDES_KEY,
  overridesRequested,
  removeStoredOverride,
  storedOverrides,
  takeAddressOverrides,
} from './overrideStore';

beforeEach(() => localStorage.clear());

describe('remote overrides kept by this browser', () => {
  it('takes them from the address, keeps them, and cleans the address', () => {
    const { overrides, address } = takeAddressOverrides(
      'http://localhost:8080/?remote-override=shell@http://localhost:9083/mf-manifest.json&x=1#/pages/dashboard',
    );
    expect(overrides).toEqual([{ container: 'shell', entry: 'http://localhost:9083/mf-manifest.json' }]);
    expect(address).toBe('http://localhost:8080/?x=1#/pages/dashboard');
    expect(storedOverrides()).toEqual(overrides);
  });

  it('replaces the override of the same container, and forgets one when removed', () => {
    takeAddressOverrides(
      'http://localhost:8080/?remote-override=shell@http://localhost:9083/mf-manifest.json',
    );
    takeAddressOverrides(
      'http://localhost:8080/?remote-override=shell@http://127.0.0.1:9083/mf-manifest.json&remote-override=reports@http://localhost:9084/mf-manifest.json',
    );
    expect(storedOverrides().map((o) => o.entry)).toEqual([
      'http://127.0.0.1:9083/mf-manifest.json',
      'http://localhost:9084/mf-manifest.json',
    ]);
    removeStoredOverride('shell');
    removeStoredOverride('reports');
    expect(localStorage.getItem(OVERRIDES_KEY)).toBeNull();
  });

  it('drops what is not an override, and reads a damaged store as none', () => {
    expect(
      takeAddressOverrides('http://localhost:8080/?remote-override=javascript:alert(1)').overrides,
    ).toEqual([]);
    localStorage.setItem(OVERRIDES_KEY, '{nope');
    expect(storedOverrides()).toEqual([]);
    localStorage.setItem(
      OVERRIDES_KEY,
      JSON.stringify([{ container: 'shell', entry: 'javascript:alert(1)' }]),
    );
    expect(storedOverrides()).toEqual([]);
  });

  it('says whether a page has any, so that only such a page fetches the override code', () => {
    expect(overridesRequested('http://localhost:8080/#/auth/login')).toBe(false);
    expect(overridesRequested('http://localhost:8080/?remote-override=shell@x')).toBe(true);
    localStorage.setItem(OVERRIDES_KEY, '[]');
    expect(overridesRequested('http://localhost:8080/')).toBe(true);
  });
});
