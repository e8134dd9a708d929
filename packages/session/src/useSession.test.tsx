import { act, renderHook } from '@testing-library/react';
import type { LoginUser } from '@erp/domain';
import { resetSessionStore, sessionStore } from './sessionStore';
import { useSession } from './useSession';

const loginUser: LoginUser = { id: 1, nome: 'Bia', email: 'bia@demo.com.br', isAvanco: false, master: false };

beforeEach(() => resetSessionStore());

it('useSession re-renders with the selected slice', () => {
  const { result } = renderHook(() => useSession((s) => s.token));
  expect(result.current).toBeNull();
  act(() => sessionStore.getState().signIn({ token: 'abc', loginUser }));
  expect(result.current).toBe('abc');
});
