import { screen, waitFor } from '@testing-library/react';
import { pasteInto, renderWithProviders } from '@erp/test-doubles/react';
import { json, startFakeApi } from '@erp/test-doubles';
import { brandUser, masterUser } from '../../test/adminFixtures';
import { NotificacoesPage } from './NotificacoesPage';

jest.setTimeout(30_000);

function renderPage() {
  const api = startFakeApi();
  api.answer('POST', 'Alertas/geral', (call) =>
    json({ count: (call.body as { empresaId?: number }).empresaId ? 1 : 8 }),
  );
  api.answer('GET', /^Usuarios\/usuarios-whitelabel\//, () =>
    json([
      brandUser(),
      brandUser({ id: 31, nome: 'Bruno Acme', email: 'bruno@acme.com.br' }),
      brandUser({ id: 40, nome: 'Carla', empresa: { id: 8, nome: 'Acme Filhos', cpfCnpj: null } }),
    ]),
  );
  const view = renderWithProviders(<NotificacoesPage />, {
    session: { token: 't', user: masterUser() },
    userEvent: { delay: null },
  });
  return { api, ...view };
}

describe('NotificacoesPage', () => {
  it('asks for the text and a safe link only after submit, and sends nothing then', async () => {
    const { api, user } = renderPage();
    await pasteInto(user, [['Link (opcional)', 'javascript:alert(1)']]);
    expect(screen.queryByText('Campo Obrigatório!')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar notificação' }));
    expect(await screen.findByText('Campo Obrigatório!')).toBeInTheDocument();
    expect(screen.getByText('Formato inválido!')).toBeInTheDocument();
    expect(api.calls('POST', 'Alertas/geral')).toHaveLength(0);
  });

  it('sends to every user of the brand and says how many received it', async () => {
    const { api, user } = renderPage();
    await user.click(screen.getByRole('textbox', { name: 'Tipo' }));
    await user.click(await screen.findByRole('option', { name: 'Aviso' }));
    await pasteInto(user, [
      ['Texto', 'Manutenção programada no domingo.'],
      ['Link (opcional)', '/pages/dashboard'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Enviar notificação' }));
    expect(await screen.findByText('Notificação enviada a 8 usuários.')).toBeInTheDocument();
    expect(api.calls('POST', 'Alertas/geral').map((c) => c.body)).toEqual([
      { tipo: 'warning', texto: 'Manutenção programada no domingo.', link: '/pages/dashboard', idConfig: 1 },
    ]);
    expect(screen.getByLabelText('Texto')).toHaveValue('');
  });

  it('sends to one company found by name', async () => {
    const { api, user } = renderPage();
    await pasteInto(user, [['Texto', 'Seu boleto vence amanhã.']]);
    await user.click(screen.getByRole('radio', { name: 'Uma empresa' }));
    await user.click(screen.getByRole('button', { name: 'Enviar notificação' }));
    expect(await screen.findByText('Campo Obrigatório!')).toBeInTheDocument();
    expect(api.calls('POST', 'Alertas/geral')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Empresa' }), 'Acme');
    // Two users of one company: the company is listed once.
    expect(await screen.findByRole('option', { name: 'Acme Comércio' })).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(2);
    await user.click(screen.getByRole('option', { name: 'Acme Comércio' }));
    await user.click(screen.getByRole('button', { name: 'Enviar notificação' }));
    expect(await screen.findByText('Notificação enviada a 1 usuário.')).toBeInTheDocument();
    expect(api.calls('POST', 'Alertas/geral').map((c) => c.body)).toEqual([
      { tipo: 'info', texto: 'Seu boleto vence amanhã.', link: null, idConfig: 1, empresaId: 7 },
    ]);
    await waitFor(() =>
      expect(api.calls('GET', /^Usuarios\/usuarios-whitelabel\/1$/)[0]?.query).toEqual({
        params: { busca: 'Acme', skip: 0, limit: 20 },
      }),
    );
  });
});
