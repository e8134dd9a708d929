import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import type { NavItem } from '../navbar/navItem';
import { useMenuActions } from './useMenuActions';

const plansEntry: NavItem = { id: 'planos', title: 'Planos', action: 'planos', data: { key: null } };

function useActionsAndRouter() {
  return { onAction: useMenuActions(), navigate: useNavigate(), pathname: useLocation().pathname };
}

const inRouter = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/pages/dashboard']}>{children}</MemoryRouter>
);

describe('useMenuActions', () => {
  it('keeps one callback across route changes, so the sidebar is not drawn again on every page', () => {
    const { result } = renderHook(useActionsAndRouter, { wrapper: inRouter });
    const first = result.current.onAction;
    act(() => result.current.navigate('/pages/relatorios/exportacoes'));
    expect(result.current.pathname).toBe('/pages/relatorios/exportacoes');
    expect(result.current.onAction).toBe(first);
  });

  it('opens the plans page for the Planos entry, from whatever page the user is on', () => {
    const { result } = renderHook(useActionsAndRouter, { wrapper: inRouter });
    act(() => result.current.navigate('/pages/relatorios/exportacoes'));
    act(() => result.current.onAction(plansEntry));
    expect(result.current.pathname).toBe('/planos');
  });
});
