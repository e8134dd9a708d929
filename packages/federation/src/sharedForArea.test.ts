import { getInstance, loadShare } from '@module-federation/enhanced/runtime';
import { loadSharedFor } from './sharedForArea';

jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: jest.fn(), loadShare: jest.fn() }));

const withScope = (keys: string[]) =>
  jest.mocked(getInstance).mockReturnValue({
    shareScopeMap: { default: Object.fromEntries(keys.map((key) => [key, {}])) },
  } as unknown as ReturnType<typeof getInstance>);

const HOST_SCOPE = [
  'react',
  'react-dom',
  '@mantine/core',
  '@mantine/core:login',
  '@mantine/core:shell',
  '@erp/ui',
  '@erp/ui:login',
  '@erp/ui:shell',
];
const loaded = () => jest.mocked(loadShare).mock.calls.map(([key]) => key);

beforeEach(() => jest.mocked(loadShare).mockResolvedValue(() => ({})));

it("loads the part named after the area: the shell's", () => {
  withScope(HOST_SCOPE);
  loadSharedFor('shell');
  expect(loaded()).toEqual(['@mantine/core:shell', '@erp/ui:shell']);
});

it("loads the login part for the login route's area (the host runs it already: nothing is fetched again)", () => {
  withScope(HOST_SCOPE);
  loadSharedFor('auth');
  expect(loaded()).toEqual(['@mantine/core:login', '@erp/ui:login']);
});

it('loads the whole of each package provided in parts for an area without a part of its own, and nothing else', () => {
  withScope(HOST_SCOPE);
  loadSharedFor('reports');
  expect(loaded()).toEqual(['@mantine/core', '@erp/ui']);
});

it('does nothing before the federation runtime exists, and leaves a failure to the remote', async () => {
  jest.mocked(getInstance).mockReturnValue(null);
  expect(() => loadSharedFor('shell')).not.toThrow();
  withScope(HOST_SCOPE);
  jest.mocked(loadShare).mockRejectedValue(new Error('chunk failed'));
  expect(() => loadSharedFor('admin')).not.toThrow();
  await Promise.resolve();
});
