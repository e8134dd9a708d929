import type { LoginUser, UserInfo } from '@erp/domain';
import { createSessionStore, resetSessionStore, sessionStore } from './sessionStore';

const loginUser: LoginUser = {
  id: 4,
  nome: 'Suporte',
  email: 'suporte@demo.com.br',
  isAvanco: true,
  master: false,
};
const admin = { id: 4, nome: 'Suporte', email: 'suporte@demo.com.br', isAvanco: true } as UserInfo;
const empresa = { id: 7, nome: 'Acme Comércio' };

beforeEach(() => {
  resetSessionStore();
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.getState().signIn({ token: 'admin-token', loginUser });
  sessionStore.getState().setUser(admin);
});

describe('client view', () => {
  it("switches to the view's token, keeping the administrator's session to return to", () => {
    sessionStore.getState().enterClientView({ token: 'view-token', empresa });
    expect(sessionStore.getState()).toMatchObject({
      token: 'view-token',
      user: null,
      clientView: {
        empresaId: 7,
        nome: 'Acme Comércio',
        admin: { token: 'admin-token', loginUser, user: admin },
      },
    });

    sessionStore.getState().leaveClientView();
    expect(sessionStore.getState()).toMatchObject({
      token: 'admin-token',
      loginUser,
      user: admin,
      clientView: null,
    });
  });

  it('survives a reload: the view and the way back are persisted with the session', () => {
    sessionStore.getState().enterClientView({ token: 'view-token', empresa });
    expect(localStorage.getItem('erp:token')).toBe('view-token');
    const reloaded = createSessionStore();
    expect(reloaded.getState().clientView).toMatchObject({
      nome: 'Acme Comércio',
      admin: { token: 'admin-token' },
    });
    reloaded.getState().leaveClientView();
    expect(localStorage.getItem('erp:token')).toBe('admin-token');
    expect(localStorage.getItem('erp:clientView')).toBeNull();
  });

  it("opening another company from a view still returns to the administrator's own session", () => {
    sessionStore.getState().enterClientView({ token: 'view-1', empresa });
    sessionStore.getState().enterClientView({ token: 'view-2', empresa: { id: 8, nome: 'Outra' } });
    sessionStore.getState().leaveClientView();
    expect(sessionStore.getState().token).toBe('admin-token');
  });

  it('needs a session to start from, and logout or a new sign-in ends the view', () => {
    sessionStore.getState().logout();
    sessionStore.getState().enterClientView({ token: 'view-token', empresa });
    expect(sessionStore.getState()).toMatchObject({ token: null, clientView: null });

    sessionStore.getState().signIn({ token: 'admin-token', loginUser });
    sessionStore.getState().enterClientView({ token: 'view-token', empresa });
    sessionStore.getState().logout();
    expect(sessionStore.getState()).toMatchObject({ token: null, clientView: null });
    expect(localStorage.getItem('erp:clientView')).toBeNull();

    sessionStore.getState().signIn({ token: 'admin-token', loginUser });
    sessionStore.getState().enterClientView({ token: 'view-token', empresa });
    sessionStore.getState().signIn({ token: 'other', loginUser });
    expect(sessionStore.getState().clientView).toBeNull();
  });
});
