import { Drawer } from '@mantine/core';
import { screen } from '@testing-library/react';
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
});
