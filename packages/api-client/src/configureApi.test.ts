import { configureApi, getApi, resetApi } from './configureApi';

afterEach(() => resetApi());

it('getApi throws until the host configures the client, then returns that one client', () => {
  expect(() => getApi()).toThrow('configureApi');
  const api = configureApi({ endpoint: 'http://localhost:3000/api/', getToken: () => null });
  expect(getApi()).toBe(api);
  expect(getApi().endpoint).toBe('http://localhost:3000/api/');
});
