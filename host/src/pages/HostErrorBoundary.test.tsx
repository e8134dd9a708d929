import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { HostErrorBoundary } from './HostErrorBoundary';

function BrokenGuard(): null {
  throw new Error('guarda quebrada');
}

describe('HostErrorBoundary', () => {
  it('shows the unavailable page with its retry instead of an empty page when the host fails to draw', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MantineProvider>
        <HostErrorBoundary>
          <BrokenGuard />
        </HostErrorBoundary>
      </MantineProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Sistema indisponível' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('draws its children when nothing fails', () => {
    render(
      <MantineProvider>
        <HostErrorBoundary>
          <p>Entrar</p>
        </HostErrorBoundary>
      </MantineProvider>,
    );
    expect(screen.getByText('Entrar')).toBeInTheDocument();
  });
});
