import { screen } from '@testing-library/react';
import type { AdminWhiteLabel, UserInfo } from '@erp/domain';
import { fixtures, renderWithProviders } from '@erp/test-doubles/react';
import { loopbackError, json, startFakeApi } from '@erp/test-doubles';
import { acmeWhiteLabel, masterUser, suporteUser } from '../../test/adminFixtures';
import { OriginsPanel } from './OriginsPanel';

jest.setTimeout(30_000);

function renderPanel(user: UserInfo, brand = acmeWhiteLabel()) {
  const api = startFakeApi();
  const saved: AdminWhiteLabel[] = [];
  const view = renderWithProviders(<OriginsPanel brand={brand} onSaved={(b) => saved.push(b)} />, {
    config: fixtures.config({ id: 2, idConfig: 2, title: 'Acme Gestão' }),
    session: { token: 't', user },
    userEvent: { delay: null },
  });
  return { api, saved, ...view };
}

describe('OriginsPanel', () => {
  it("shows a brand's master the addresses and the canonical one, read-only, with nothing to send", () => {
    renderPanel(masterUser());
    expect(screen.getByRole('list', { name: 'Endereços da marca' })).toHaveTextContent(
      'http://127.0.0.1:8080',
    );
    expect(screen.getByText('principal')).toBeInTheDocument();
    expect(screen.getByText('Somente a equipe do produto altera os endereços da marca.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('lets staff add an address, choose the canonical one and save them', async () => {
    const { api, saved, user } = renderPanel(suporteUser());
    api.answer('PUT', 'ConfigWhiteLabels/2', (call) =>
      json({ ...acmeWhiteLabel(), ...(call.body as object), updatedAt: '2026-11-26T21:00:00.000Z' }),
    );
    const field = screen.getByRole('textbox', { name: 'Endereços (um por linha)' });
    expect(field).toHaveValue('http://127.0.0.1:8080');
    await user.type(field, '{Enter}https://erp.acme.com.br');
    await user.click(screen.getByRole('textbox', { name: 'Endereço principal (links dos e-mails)' }));
    await user.click(await screen.findByRole('option', { name: 'https://erp.acme.com.br' }));
    await user.click(screen.getByRole('button', { name: 'Salvar endereços' }));
    expect(await screen.findByText('Endereços da marca salvos.')).toBeInTheDocument();
    expect(api.calls('PUT', 'ConfigWhiteLabels/2').map((c) => c.body)).toEqual([
      {
        origins: ['http://127.0.0.1:8080', 'https://erp.acme.com.br'],
        canonicalOrigin: 'https://erp.acme.com.br',
      },
    ]);
    expect(saved[0]?.canonicalOrigin).toBe('https://erp.acme.com.br');
  });

  it("sends nothing for a line that is not an address, and shows the server's refusal", async () => {
    const { api, user } = renderPanel(suporteUser());
    api.answer('PUT', 'ConfigWhiteLabels/2', () =>
      loopbackError(409, 'O endereço http://localhost:8080 já pertence a outra marca.'),
    );
    const field = screen.getByRole('textbox', { name: 'Endereços (um por linha)' });
    await user.type(field, '{Enter}erp acme');
    await user.click(screen.getByRole('button', { name: 'Salvar endereços' }));
    expect(await screen.findByText('Formato inválido!')).toBeInTheDocument();
    expect(api.calls('PUT', 'ConfigWhiteLabels/2')).toHaveLength(0);
    await user.clear(field);
    await user.type(field, 'http://localhost:8080');
    await user.click(screen.getByRole('button', { name: 'Salvar endereços' }));
    expect(await screen.findByText(/já pertence a outra marca/)).toBeInTheDocument();
  });
});
