import { act, screen } from '@testing-library/react';
import { fixtures, renderWithProviders } from '@erp/test-doubles/react';
import { json } from '@erp/test-doubles';
import { startShellApi } from '../../test/shellApi';
import { pedidosVenda } from './definitions/vendas';
import { ListFilters } from './ListFilters';

function render() {
  const api = startShellApi();
  api.answer('GET', 'PedidosVenda/opcoes/vendedorId', () => json([{ id: 7, nome: 'Vera' }]));
  const onFilter = jest.fn();
  const rendered = renderWithProviders(
    <ListFilters definition={pedidosVenda} search="" onSearch={jest.fn()} filters={{}} onFilter={onFilter} />,
    { session: { token: 't', user: fixtures.userInfo() } },
  );
  return { ...rendered, onFilter };
}

const optionsInPage = () => document.querySelectorAll('[data-combobox-option]');

describe('ListFilters', () => {
  it('mounts no closed dropdown before a select is pointed at or focused', async () => {
    const { user } = render();
    expect(screen.getByRole('textbox', { name: 'Situação' })).toBeInTheDocument();
    expect(optionsInPage()).toHaveLength(0);
    // The server's choices too, once pointed at.
    await user.hover(screen.getByRole('textbox', { name: 'Vendedor' }));
    expect(await screen.findByRole('option', { name: 'Vera', hidden: true })).toBeInTheDocument();
  });

  it('has the options in the page once the pointer is over a select, before it opens', async () => {
    const { user } = render();
    await user.hover(screen.getByRole('textbox', { name: 'Situação' }));
    expect(optionsInPage().length).toBeGreaterThan(0);
    expect(screen.getByRole('textbox', { name: 'Situação' })).not.toHaveAttribute('aria-expanded');
  });

  it('opens a select from the keyboard with its first option highlighted, and chooses it with Enter', async () => {
    const { user, onFilter } = render();
    const status = screen.getByRole('textbox', { name: 'Situação' });
    act(() => status.focus());
    await user.keyboard('{ArrowDown}');
    const highlighted = document.getElementById(status.getAttribute('aria-activedescendant') ?? '');
    expect(highlighted).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(onFilter).toHaveBeenCalledWith('status', expect.any(String));
  });
});
