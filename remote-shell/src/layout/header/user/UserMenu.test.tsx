import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { fixtures, pasteInto, renderWithProviders } from '@erp/test-doubles/react';
import { startShellApi } from '../../../test/shellApi';
import { UserMenu } from './UserMenu';

const FILIAIS = [
  { id: 1, nome: 'Mercado Demo Ltda', apelido: 'Matriz', cpfCnpj: '11222333000181' },
  { id: 2, nome: 'Mercado Demo Centro', apelido: null, cpfCnpj: '11222333000262' },
];

function Where() {
  // An uncontrolled field: what is typed survives only as long as the page is not reloaded.
  return (
    <>
      <p data-testid="where">{useLocation().pathname}</p>
      <input aria-label="Rascunho" />
    </>
  );
}

function renderMenu(user = fixtures.userInfo({ nome: 'Ana Souza', avatar: 'http://localhost/a.png' })) {
  return renderWithProviders(
    <>
      <UserMenu />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { route: '/pages/dashboard', session: { token: 't', user } },
  );
}

/** The badge: a button named by the user's name (and branch) it shows. */
const badgeButton = () => screen.getByRole('button', { name: /^Ana Souza/ });

describe('user badge and menu', () => {
  it("shows the name, the branch's nickname (or its name) and the avatar", () => {
    const view = renderMenu();
    expect(screen.getByTestId('user-badge')).toHaveTextContent('Ana Souza');
    expect(screen.getByTestId('user-branch')).toHaveTextContent('Matriz');
    expect(screen.getByTestId('user-badge').querySelector('img')).toHaveAttribute(
      'src',
      'http://localhost/a.png',
    );
    // Named by what it shows (WCAG 2.5.3: voice control finds it by the name on screen); the phone-only copy of the
    // name is in the name here too, as jsdom applies no media query.
    expect(screen.getByRole('button', { name: /^Ana Souza.* Matriz$/ })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    );
    view.unmount();

    const noNickname = fixtures.userInfo({
      filialSelecionadaObj: fixtures.filialSelecionada({ apelido: null, nome: 'Mercado Demo Ltda' }),
    });
    renderMenu(noNickname);
    expect(screen.getByTestId('user-branch')).toHaveTextContent('Mercado Demo Ltda');
  });

  it("opens 'Minha conta' and signs out through the logout route", async () => {
    startShellApi();
    const { user } = renderMenu();
    await user.click(badgeButton());
    await user.click(await screen.findByRole('menuitem', { name: 'Minha conta' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/pages/configuracoes/usuarios/editarminhaconta');

    await user.click(badgeButton());
    expect(await screen.findByRole('menuitem', { name: 'Sair' })).toHaveAttribute('href', '/auth/logout');
  });

  it('switches the branch on the server and moves the badge along without a page reload', async () => {
    const api = startShellApi({ filiais: FILIAIS });
    api.db.user = fixtures.userInfo({ nome: 'Ana Souza' });
    const { user } = renderMenu(api.db.user);
    await pasteInto(user, [['Rascunho', 'pedido em andamento']]);

    await user.click(badgeButton());
    await user.click(await screen.findByRole('menuitem', { name: 'Trocar filial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trocar filial' });
    await user.click(await within(dialog).findByRole('button', { name: /Mercado Demo Centro/ }));

    await waitFor(() => expect(screen.getByTestId('user-branch')).toHaveTextContent('Mercado Demo Centro'));
    expect(api.calls('POST', 'Usuarios/selecionarFilial').map((c) => c.body)).toEqual([{ filialId: 2 }]);
    expect(api.calls('GET', 'Usuarios/verificaFilial')).toHaveLength(1);
    expect(api.calls('GET', 'Usuarios/getUserInfo')).toHaveLength(1);
    expect(screen.getByText('Você está trabalhando na filial Mercado Demo Centro.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Trocar filial' })).not.toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/pages/dashboard');
    expect(screen.getByLabelText('Rascunho')).toHaveValue('pedido em andamento');
  });

  it('keeps the branch and shows the server message when the switch is refused', async () => {
    const api = startShellApi({ filiais: FILIAIS });
    api.answer(
      'POST',
      'Usuarios/selecionarFilial',
      () =>
        new Response(
          JSON.stringify({ error: { statusCode: 404, name: 'Error', message: 'Filial não encontrada.' } }),
          {
            status: 404,
            headers: { 'Content-Type': 'application/json' },
          },
        ),
    );
    const { user } = renderMenu();
    await user.click(badgeButton());
    await user.click(await screen.findByRole('menuitem', { name: 'Trocar filial' }));
    await user.click(await screen.findByRole('button', { name: /Mercado Demo Centro/ }));
    expect(await screen.findByText(/Filial não encontrada\./)).toBeInTheDocument();
    expect(screen.getByTestId('user-branch')).toHaveTextContent('Matriz');
    expect(api.calls('GET', 'Usuarios/getUserInfo')).toHaveLength(0);
  });
});
