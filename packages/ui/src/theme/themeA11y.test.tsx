import { Drawer, Select } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithErp } from '../test/renderWithErp';

describe('what the ERP theme gives every screen for axe', () => {
  it("names a drawer's close button (button-name)", async () => {
    renderWithErp(
      <Drawer opened onClose={() => undefined} title="Detalhes">
        conteúdo
      </Drawer>,
    );
    expect(await screen.findByRole('button', { name: 'Fechar' })).toBeInTheDocument();
  });

  it("makes a select's scrolling list of choices reachable by keyboard (scrollable-region-focusable)", async () => {
    const user = userEvent.setup();
    renderWithErp(
      <Select
        label="Vendedor"
        data={['Ana', 'Bruno', 'Carla']}
        comboboxProps={{ withinPortal: false, transitionProps: { duration: 0 } }}
      />,
    );
    await user.click(screen.getByRole('textbox', { name: 'Vendedor' }));
    const listbox = await screen.findByRole('listbox');
    const viewport = listbox.querySelector('.mantine-ScrollArea-viewport');
    expect(viewport).not.toBeNull();
    expect(viewport).toHaveAttribute('tabindex', '0');
  });
});
