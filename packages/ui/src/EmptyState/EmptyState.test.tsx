import { screen } from '@testing-library/react';
import { renderWithErp } from '../test/renderWithErp';
import { EmptyState } from './EmptyState';

it('says "Ops, nada encontrado por aqui." by default', () => {
  renderWithErp(<EmptyState />);
  expect(screen.getByRole('status')).toHaveTextContent('Ops, nada encontrado por aqui.');
});

it('shows another message when given', () => {
  renderWithErp(<EmptyState message="Sem notificações por enquanto." />);
  expect(screen.getByRole('status')).toHaveTextContent('Sem notificações por enquanto.');
  expect(screen.queryByText('Ops, nada encontrado por aqui.')).not.toBeInTheDocument();
});
