import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '@erp/test-doubles/react';
import { startShellApi, type FakeAlerta, type ShellApi } from '../../../test/shellApi';
import { AlertsMenu } from './AlertsMenu';

const alerta = (overrides: Partial<FakeAlerta>): FakeAlerta => ({
  id: 1,
  tipo: 'info',
  texto: 'Alerta',
  data: '2026-11-20T15:00:00.000Z',
  link: null,
  permiteExcluir: false,
  lido: false,
  ...overrides,
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

let api: ShellApi;

function renderMenu() {
  return renderWithProviders(
    <>
      <AlertsMenu />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { route: '/pages/dashboard', session: { token: 't' } },
  );
}

/**
 * Holds every `Alertas/obter`: each is answered with the list as it was when the request arrived, once the test calls
 * the function the returned array gained for it.
 */
function heldListReads(): Array<() => void> {
  const answers: Array<() => void> = [];
  api.answer('GET', 'Alertas/obter', () => {
    const snapshot = structuredClone(api.db.alertas);
    return new Promise((resolve) => answers.push(() => resolve(Response.json(snapshot))));
  });
  return answers;
}

const bell = () => screen.getByRole('button', { name: 'Notificações' });
const badge = () => screen.getByTestId('alertas-nao-lidos');
/** The unread count the badge shows (the open dropdown may be drawn inside the badge's wrapper too). */
const unread = () => within(badge()).queryByText(/^\d+$/)?.textContent ?? null;

describe('alerts dropdown (spec 001 §2–4)', () => {
  it('says there is nothing yet when the list is empty', async () => {
    api = startShellApi();
    const { user } = renderMenu();
    await waitFor(() => expect(api.calls('GET', 'Alertas/obter')).toHaveLength(1));
    await user.click(bell());
    expect(await screen.findByText('Sem notificações por enquanto.')).toBeInTheDocument();
    expect(unread()).toBeNull();
  });

  it('ties the dropdown to the bell button itself, not to the badge around it', async () => {
    api = startShellApi();
    const { user } = renderMenu();
    await user.click(bell());
    const dropdown = await screen.findByRole('dialog', { name: 'Notificações' });
    expect(bell()).toHaveAttribute('aria-expanded', 'true');
    expect(bell()).toHaveAttribute('aria-controls', dropdown.id);
    expect(badge()).not.toHaveAttribute('aria-expanded');
    expect(badge()).not.toHaveAttribute('aria-controls');
  });

  it('shows the unread count, dates as dd/MM/yyyy, and marks everything read on opening', async () => {
    api = startShellApi({
      alertas: [
        alerta({ id: 3, texto: 'Nota fiscal autorizada', tipo: 'success', data: '2026-11-22T12:00:00.000Z' }),
        alerta({ id: 2, texto: 'Boleto vencido', tipo: 'warning', data: '2026-11-05T02:30:00.000Z' }),
        alerta({ id: 1, texto: 'Antigo', lido: true }),
      ],
    });
    const { user } = renderMenu();
    await waitFor(() => expect(unread()).toBe('2'));

    await user.click(bell());
    const items = await screen.findAllByTestId('alerta');
    expect(items.map((item) => item.textContent)).toEqual([
      'Nota fiscal autorizada22/11/2026',
      // 02:30 UTC on the 5th is still the 4th in São Paulo.
      'Boleto vencido04/11/2026',
      'Antigo20/11/2026',
    ]);
    await waitFor(() => expect(api.calls('PUT', /^Alertas\/\d+$/)).toHaveLength(2));
    expect(api.calls('PUT', /^Alertas\//).map((c) => [c.path, c.body])).toEqual([
      ['Alertas/3', { lido: true }],
      ['Alertas/2', { lido: true }],
    ]);
    expect(api.db.alertas.every((a) => a.lido)).toBe(true);
    expect(unread()).toBeNull();
  });

  it("opens an alert with a link with 'Ver detalhes' and 'Fechar'; details follow the link", async () => {
    api = startShellApi({
      alertas: [alerta({ id: 5, texto: 'Certificado vence em 5 dias', link: '/pages/fiscais/cfop' })],
    });
    const { user } = renderMenu();
    await user.click(bell());
    await user.click(await screen.findByText('Certificado vence em 5 dias'));
    const dialog = await screen.findByRole('dialog', { name: 'Notificações' });
    // The spec's 'Fechar' button, besides the corner X (also named 'Fechar').
    expect(
      within(dialog)
        .getAllByRole('button', { name: 'Fechar' })
        .some((b) => b.textContent === 'Fechar'),
    ).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Ver detalhes' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/pages/fiscais/cfop');
  });

  it('offers delete only where allowed, deletes and reloads the list', async () => {
    api = startShellApi({
      alertas: [
        alerta({ id: 9, texto: 'Pode excluir', permiteExcluir: true }),
        alerta({ id: 8, texto: 'Fixo' }),
      ],
    });
    const { user } = renderMenu();
    await user.click(bell());
    await screen.findByText('Fixo');
    const deletes = screen.getAllByRole('button', { name: 'Excluir notificação' });
    expect(deletes).toHaveLength(1);
    await user.click(deletes[0]!);
    await waitFor(() => expect(screen.queryByText('Pode excluir')).not.toBeInTheDocument());
    expect(api.calls('DELETE', 'Alertas/9')).toHaveLength(1);
    expect(api.calls('GET', 'Alertas/obter')).toHaveLength(2);
    expect(screen.getByText('Fixo')).toBeInTheDocument();
  });

  it('prepends a pushed alert that has an id and reloads on a push without one', async () => {
    api = startShellApi({ alertas: [alerta({ id: 1, texto: 'Primeiro', lido: true })] });
    const { user } = renderMenu();
    await waitFor(() => expect(api.socket.listeners('alerta')).toBe(1));

    const pushed = alerta({ id: 2, texto: 'Relatório pronto', data: '2026-11-23T12:00:00.000Z' });
    api.db.alertas.unshift({ ...pushed });
    act(() => api.socket.push('alerta', pushed));
    expect(unread()).toBe('1');
    await user.click(bell());
    const items = await screen.findAllByTestId('alerta');
    expect(items.map((item) => item.textContent)).toEqual([
      'Relatório pronto23/11/2026',
      'Primeiro20/11/2026',
    ]);
    expect(api.calls('GET', 'Alertas/obter')).toHaveLength(1);

    api.db.alertas = [alerta({ id: 4, texto: 'Da lista nova', lido: true })];
    act(() => api.socket.push('alerta', {}));
    expect(await screen.findByText('Da lista nova')).toBeInTheDocument();
    expect(api.calls('GET', 'Alertas/obter')).toHaveLength(2);
  });
  it('keeps an alert pushed while the list is being read, when the answer read before it arrives later', async () => {
    api = startShellApi({ alertas: [alerta({ id: 1, texto: 'Primeiro', lido: true })] });
    const answers = heldListReads();
    const { user } = renderMenu();
    await waitFor(() => expect(answers).toHaveLength(1));

    const pushed = alerta({ id: 2, texto: 'Manutenção programada', data: '2026-11-23T12:00:00.000Z' });
    api.db.alertas.unshift({ ...pushed });
    act(() => api.socket.push('alerta', pushed));
    await act(async () => answers.shift()!());

    expect(unread()).toBe('1');
    await user.click(bell());
    expect(await screen.findByText('Manutenção programada')).toBeInTheDocument();
    expect(screen.getByText('Primeiro')).toBeInTheDocument();
  });

  it('drops a list answer that arrives after the answer of a newer read', async () => {
    api = startShellApi({ alertas: [] });
    const answers = heldListReads();
    const { user } = renderMenu();
    await waitFor(() => expect(answers).toHaveLength(1));
    api.db.alertas = [alerta({ id: 8, texto: 'Enviado durante a conexão' })];
    act(() => api.socket.push('authenticated', { userId: 1 }));
    await waitFor(() => expect(answers).toHaveLength(2));

    await act(async () => answers.pop()!());
    await act(async () => answers.pop()!());

    expect(unread()).toBe('1');
    await user.click(bell());
    expect(await screen.findByText('Enviado durante a conexão')).toBeInTheDocument();
  });

  it('reads the list again when the socket (re)authenticates, so alerts sent before the handshake are not lost', async () => {
    api = startShellApi({ alertas: [] });
    const { user } = renderMenu();
    await waitFor(() => expect(api.socket.listeners('authenticated')).toBe(1));
    expect(api.calls('GET', 'Alertas/obter')).toHaveLength(1);

    api.db.alertas = [alerta({ id: 7, texto: 'Enviado antes da conexão', lido: false })];
    act(() => api.socket.push('authenticated', { userId: 1 }));
    await waitFor(() => expect(api.calls('GET', 'Alertas/obter')).toHaveLength(2));
    expect(unread()).toBe('1');
    await user.click(bell());
    expect(await screen.findByText('Enviado antes da conexão')).toBeInTheDocument();
  });
});
