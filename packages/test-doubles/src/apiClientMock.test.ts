import { fixtures } from './fixtures';
import { mockApiClient } from './apiClientMock';
import { loopbackError } from './httpFakes';

describe('mockApiClient', () => {
  it('mocks the named methods only, and is handed to code as the client', async () => {
    const api = mockApiClient('login', 'ping');
    api.login.mockResolvedValue(fixtures.loginResponse());
    await expect(api.asClient().login({ email: 'admin@demo.com.br', password: 'demo123' })).resolves.toEqual(
      fixtures.loginResponse(),
    );
    expect(api.login).toHaveBeenCalledWith({ email: 'admin@demo.com.br', password: 'demo123' });
    expect(Object.keys(api).sort()).toEqual(['asClient', 'login', 'ping']);
  });
});

describe('loopbackError', () => {
  it('answers in the LoopBack error shape with the Portuguese message', async () => {
    const res = loopbackError(404, 'E-mail não encontrado para recuperação de senha!');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { statusCode: 404, name: 'Error', message: 'E-mail não encontrado para recuperação de senha!' },
    });
  });
});
