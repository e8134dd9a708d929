import { preloadRemote } from '@module-federation/enhanced/runtime';
import { loadSharedFor } from '@erp/federation';
import { isValidElement } from 'react';
import type { RemoteRelease } from '@erp/domain';
import { routes } from '../routes/routes';
import { areaForHash, preloadRouteArea } from './preloadRoute';

jest.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: jest.fn(() => Promise.resolve()) }));
jest.mock('@erp/federation', () => ({
  ...jest.requireActual<object>('@erp/federation'),
  loadSharedFor: jest.fn(),
}));

const release = (name: string, area: RemoteRelease['area']): RemoteRelease => ({
  name,
  area,
  entry: `http://localhost:8081/v1/${name}/mf-manifest.json`,
  version: 'v1',
});
const RELEASES = [release('auth', 'auth'), release('signup_acme', 'signup'), release('shell', 'shell')];

describe('areaForHash', () => {
  it('names the remote the first render of each mounted route loads', () => {
    expect(areaForHash('#/auth/login', false)).toBe('auth');
    expect(areaForHash('#/cadastrar', false)).toBe('signup');
    expect(areaForHash('#/cadastrar-erp/passo', false)).toBe('signup');
    expect(areaForHash('#/pages/dashboard?token=abc', true)).toBe('shell');
    expect(areaForHash('#/administrador/configuracoes/dashboard', true)).toBe('shell');
    expect(areaForHash('#/planos', true)).toBe('shell');
  });

  it('sends a main-area address without a session to the login, like RequireSession', () => {
    expect(areaForHash('#/pages/dashboard', false)).toBe('auth');
  });

  it('leaves redirects and unknown addresses to the router', () => {
    expect(areaForHash('', false)).toBeUndefined();
    expect(areaForHash('#/sistema-indisponivel', false)).toBeUndefined();
    expect(areaForHash('#/authentic', false)).toBeUndefined();
  });
});

describe('preloadRouteArea', () => {
  beforeEach(() => jest.mocked(preloadRemote).mockClear());

  it("preloads the brand's container of that area: its Routes, without shared modules or other remotes", () => {
    preloadRouteArea('#/cadastrar', false, RELEASES);
    expect(preloadRemote).toHaveBeenCalledWith([
      {
        nameOrAlias: 'signup_acme',
        exposes: ['Routes'],
        resourceCategory: 'sync',
        share: false,
        depsRemote: false,
      },
    ]);
  });

  it("fetches the part of the shared packages the area runs on with it (a signed-out address's is the login's)", () => {
    preloadRouteArea('#/pages/dashboard', false, RELEASES);
    preloadRouteArea('#/pages/dashboard', true, RELEASES);
    preloadRouteArea('#/cadastrar', false, RELEASES);
    preloadRouteArea('#/sistema-indisponivel', false, RELEASES);
    expect(jest.mocked(loadSharedFor).mock.calls).toEqual([['auth'], ['shell'], ['signup']]);
  });

  it('preloads nothing when the registry has no release for the area or the route names none', () => {
    preloadRouteArea('#/auth/login', false, [release('shell', 'shell')]);
    preloadRouteArea('#/sistema-indisponivel', false, RELEASES);
    expect(preloadRemote).not.toHaveBeenCalled();
  });

  it('swallows a failed preload: the route itself reports the remote as unavailable', async () => {
    jest.mocked(preloadRemote).mockRejectedValueOnce(new Error('down'));
    expect(() => preloadRouteArea('#/auth/login', false, RELEASES)).not.toThrow();
    await Promise.resolve();
  });
});

describe("the preload table follows the host's route table", () => {
  /** The area a route renders, looking through the session guard. */
  function areaOf(element: unknown): RemoteRelease['area'] | undefined {
    if (!isValidElement<{ area?: RemoteRelease['area']; children?: unknown }>(element)) return undefined;
    return element.props.area ?? areaOf(element.props.children);
  }

  it('names, for every route that renders a remote, the area that route loads (signed in)', () => {
    const remoteRoutes = routes.filter((route) => areaOf(route.element));
    expect(remoteRoutes.length).toBeGreaterThanOrEqual(6);
    for (const route of remoteRoutes) {
      const mount = route.path!.replace(/\/\*$/, '');
      expect([mount, areaForHash(`#${mount}/x`, true)]).toEqual([mount, areaOf(route.element)]);
    }
  });
});
