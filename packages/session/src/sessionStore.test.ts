import type { LoginUser, UserInfo, WhiteLabelConfig } from '@erp/domain';
import { localCache } from './localCache';
import { createSessionStore, resetSessionStore, sessionStore } from './sessionStore';

const loginUser: LoginUser = { id: 7, nome: 'Ana', email: 'ana@demo.com.br', isAvanco: false, master: false };
const user = { id: 7, nome: 'Ana', email: 'ana@demo.com.br' } as UserInfo;
const config = { id: 1, idConfig: 1, title: 'ERP Demo', tema: 'azul' } as WhiteLabelConfig;

beforeEach(() => {
  resetSessionStore();
  localStorage.clear();
  sessionStorage.clear();
});

describe('sessionStore', () => {
  it('starts empty', () => {
    expect(sessionStore.getState()).toMatchObject({
      token: null,
      user: null,
      storageType: 'local',
      config: null,
    });
  });

  it('persists the token and login user in localStorage by default, under erp: keys', () => {
    sessionStore.getState().signIn({ token: 'tok-1', loginUser });
    expect(localStorage.getItem('erp:token')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('erp:loginUser') ?? 'null')).toEqual(loginUser);
    expect(sessionStorage.getItem('erp:token')).toBeNull();
  });

  it('signs in to sessionStorage when asked and remembers the choice in localStorage', () => {
    sessionStore.getState().signIn({ token: 'tok-2', loginUser, storageType: 'session' });
    expect(sessionStorage.getItem('erp:token')).toBe('tok-2');
    expect(localStorage.getItem('erp:token')).toBeNull();
    expect(localStorage.getItem('erp:storageType')).toBe('session');
  });

  it('moves the token to the other storage when the storage type switches', () => {
    sessionStore.getState().signIn({ token: 'tok-3', loginUser });
    sessionStore.getState().setUser(user);
    sessionStore.getState().setStorageType('session');
    expect(localStorage.getItem('erp:token')).toBeNull();
    expect(localStorage.getItem('erp:user')).toBeNull();
    expect(sessionStorage.getItem('erp:token')).toBe('tok-3');
    expect(JSON.parse(sessionStorage.getItem('erp:user') ?? 'null')).toEqual(user);

    sessionStore.getState().setStorageType('local');
    expect(sessionStorage.getItem('erp:token')).toBeNull();
    expect(localStorage.getItem('erp:token')).toBe('tok-3');
  });

  it('hydrates a new store from the storage the last visit chose', () => {
    localStorage.setItem('erp:storageType', 'session');
    sessionStorage.setItem('erp:token', 'tok-4');
    sessionStorage.setItem('erp:loginUser', JSON.stringify(loginUser));
    localStorage.setItem('erp:token', 'stale');
    const store = createSessionStore();
    expect(store.getState()).toMatchObject({ token: 'tok-4', storageType: 'session', loginUser });
  });

  it('reads a corrupt persisted user as absent', () => {
    localStorage.setItem('erp:user', '{not json');
    expect(createSessionStore().getState().user).toBeNull();
  });

  it('logout clears token, user info and cached entries but keeps the brand configuration', () => {
    sessionStore.getState().setConfig(config, 'http://localhost:3000/api/');
    sessionStore.getState().signIn({ token: 'tok-5', loginUser });
    sessionStore.getState().setUser(user);
    localCache.set('ConfigWhiteLabels?filter=1', { a: 1 }, 60_000);
    localStorage.setItem('other-app', 'kept');

    sessionStore.getState().logout();

    expect(sessionStore.getState()).toMatchObject({ token: null, user: null, loginUser: null, config });
    expect(sessionStore.getState().apiEndpoint).toBe('http://localhost:3000/api/');
    expect(localStorage.getItem('erp:token')).toBeNull();
    expect(localStorage.getItem('erp:user')).toBeNull();
    expect(localStorage.getItem('erp:loginUser')).toBeNull();
    expect(localCache.get('ConfigWhiteLabels?filter=1')).toBeUndefined();
    expect(localStorage.getItem('other-app')).toBe('kept');
  });

  it('drops the previous user info when a different token signs in', () => {
    sessionStore.getState().signIn({ token: 'tok-6', loginUser });
    sessionStore.getState().setUser(user);
    sessionStore.getState().signIn({ token: 'tok-6', loginUser });
    expect(sessionStore.getState().user).toEqual(user);
    sessionStore.getState().signIn({ token: 'tok-7', loginUser });
    expect(sessionStore.getState().user).toBeNull();
  });
});
