import { Menu } from '@mantine/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithErp } from '../test/renderWithErp';

function UserMenu() {
  return (
    <Menu withinPortal={false}>
      <Menu.Target>
        <button type="button">Usuário</button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item>Trocar filial</Menu.Item>
        <Menu.Item>Minha conta</Menu.Item>
        <Menu.Item>Sair</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

describe('menus of the ERP theme, from the keyboard', () => {
  it('Up Arrow in a menu just opened goes to its last item; Down Arrow to its first; arrows then move between items', async () => {
    const user = userEvent.setup();
    renderWithErp(<UserMenu />);
    screen.getByRole('button', { name: 'Usuário' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Sair' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Minha conta' })).toHaveFocus();

    // Focus back on the menu itself: Down Arrow keeps Mantine's own behaviour.
    act(() => menu.focus());
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(screen.getByRole('menuitem', { name: 'Trocar filial' })).toHaveFocus();
  });
});
