import { MantineProvider, Tooltip } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoveButton } from './RemoveButton';

describe('RemoveButton', () => {
  it('is a button named by its label that removes on click, also inside a Tooltip', async () => {
    const onClick = jest.fn();
    render(
      <MantineProvider>
        <Tooltip label="Remover relatório">
          <RemoveButton label="Remover relatório" onClick={onClick} />
        </Tooltip>
      </MantineProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remover relatório' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
