import { acceptHandedToken } from './handedToken';

describe('acceptHandedToken (login CSRF through ?token= and #/auth/login/{token})', () => {
  it('takes the token when no session is open, without asking', () => {
    const ask = jest.fn(() => false);
    expect(acceptHandedToken(null, 'novo', ask)).toBe(true);
    expect(ask).not.toHaveBeenCalled();
  });

  it('asks, in Portuguese, before replacing a different signed-in session, and keeps it when the user says no', () => {
    const ask = jest.fn(() => false);
    expect(acceptHandedToken('atual', 'de-outro', ask)).toBe(false);
    expect(ask).toHaveBeenCalledWith(
      'Este link vai entrar com outra conta e encerrar a sessão aberta neste navegador. Deseja continuar?',
    );
    expect(acceptHandedToken('atual', 'de-outro', () => true)).toBe(true);
  });

  it('does not ask for the same token again, and ignores a missing one', () => {
    const ask = jest.fn(() => true);
    expect(acceptHandedToken('mesmo', 'mesmo', ask)).toBe(true);
    expect(acceptHandedToken('atual', null, ask)).toBe(false);
    expect(ask).not.toHaveBeenCalled();
  });
});
