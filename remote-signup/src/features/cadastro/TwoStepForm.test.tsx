import { screen, waitFor, within } from '@testing-library/react';
import { getApi } from '@erp/api-client';
import type { FakeApi } from '@erp/test-doubles';
import { startSignupApi } from '../../test/signupApi';
import { pasteInto } from '@erp/test-doubles/react';
import { renderSignup, sentBody } from '../../test/signupTestKit';

// The acme build: the same code built with SIGNUP_BRAND=acme.
jest.mock('./signupBrand', () => ({ SIGNUP_BRAND: 'acme', SIGNUP_LAYOUT: 'twoSteps' }));

const UFS = [
  { id: 41, uf: 'PR', nome: 'Paraná' },
  { id: 35, uf: 'SP', nome: 'São Paulo' },
];
const CITIES = [
  { id: 4106902, nome: 'Curitiba', uf: 'PR' },
  { id: 4119905, nome: 'Ponta Grossa', uf: 'PR' },
];

let api: FakeApi;
beforeEach(() => {
  api = startSignupApi();
  api.answer('GET', 'Ceps/ufs', UFS);
  api.answer('GET', 'Ceps/ngcidades', CITIES);
});

type User = ReturnType<typeof renderSignup>['user'];

async function warning(): Promise<string | null> {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Atenção!')).toBeInTheDocument();
  const text =
    within(dialog).queryByText((content) => content.endsWith('!') && content !== 'Atenção!')?.textContent ??
    null;
  within(dialog).getByRole('button', { name: 'OK' }).click();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  // Mantine gives the focus back to what opened the dialog on a timer after it closes: keys typed before that would
  // start in a field and end on the button.
  await waitFor(() => expect(document.activeElement).not.toBe(document.body));
  return text;
}

async function fillFirstStep(user: User) {
  await pasteInto(user, [
    ['Seu nome', 'Ana Acme'],
    ['E-mail', 'ana@acme.com.br'],
    ['Confirme o e-mail', 'ana@acme.com.br'],
    ['Nome da empresa', 'Acme Nova'],
    ['CPF/CNPJ', '52998224725'],
    ['Telefone', '41999990000'],
    ['Senha', 'segredo1'],
    ['Confirmar senha', 'segredo1'],
  ]);
}

describe('the acme build: two-step sign-up', () => {
  it('looks different: badge, two steps, account fields first', () => {
    renderSignup();
    expect(screen.getByText('Cadastro em 2 passos')).toBeInTheDocument();
    expect(screen.getByText('Passo 1 de 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirme o e-mail')).toBeInTheDocument();
    expect(screen.queryByLabelText('Cidade')).not.toBeInTheDocument();
  });

  it("stops on the first step with the spec's warnings", async () => {
    const { user } = renderSignup();
    await user.type(screen.getByLabelText('E-mail'), 'ana@acme.com.br');
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await warning()).toBe('Confirme o E-mail!');
    await user.type(screen.getByLabelText('Confirme o e-mail'), 'ana@acme.com.br');
    expect(screen.getByLabelText('Confirme o e-mail')).toHaveValue('ana@acme.com.br');
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await warning()).toBe('Informe o nome!');
    expect(screen.queryByLabelText('Estado')).not.toBeInTheDocument();
  });

  it('asks state, city (searched, keyboard-usable), segment and role, with their warnings, then sends them', async () => {
    const { user } = renderSignup();
    await fillFirstStep(user);
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Termos de uso' }));
    const confirm = screen.getByRole('button', { name: 'Confirmar' });

    await user.click(confirm);
    expect(await warning()).toBe('O Estado é obrigatório!');
    await user.click(screen.getByRole('textbox', { name: 'Estado' }));
    await user.click(await screen.findByRole('option', { name: 'Paraná (PR)' }));

    await user.click(confirm);
    expect(await warning()).toBe('Informe a cidade!');
    const city = screen.getByRole('textbox', { name: 'Cidade' });
    // Watched on its way through the real client: the search must carry the load's abort signal.
    const get = jest.spyOn(getApi(), 'get');
    await user.type(city, 'curi');
    // Debounced: one search for the whole word, not one per letter; public (no token) and limited to the state.
    await waitFor(() =>
      expect(api.calls('GET', 'Ceps/ngcidades')).toMatchObject([
        { query: { limit: 10, query: 'curi', uf: 'PR' }, token: null },
      ]),
    );
    // With the load's abort signal: a search overtaken by the next keystroke is cancelled.
    expect(get).toHaveBeenCalledWith('Ceps/ngcidades', expect.anything(), {
      query: { limit: 10, query: 'curi', uf: 'PR' },
      public: true,
      signal: expect.any(AbortSignal),
    });
    await screen.findByRole('option', { name: 'Curitiba' });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(city).toHaveValue('Curitiba');

    await user.click(confirm);
    expect(await warning()).toBe('Informe o seguimento!');
    await user.click(screen.getByRole('textbox', { name: 'Segmento' }));
    await user.click(await screen.findByRole('option', { name: 'Padaria' }));

    await user.click(confirm);
    expect(await warning()).toBe('Informe o cargo!');
    await user.click(screen.getByRole('textbox', { name: 'Cargo' }));
    await user.click(await screen.findByRole('option', { name: 'Gerente' }));

    await user.click(confirm);
    await waitFor(() => expect(api.calls('POST', 'Usuarios/cadastro')).toHaveLength(1));
    expect(sentBody(api)).toMatchObject({
      nome: 'Ana Acme',
      email: 'ana@acme.com.br',
      emailconfirmar: 'ana@acme.com.br',
      cpfCnpj: '529.982.247-25',
      estado: 'PR',
      cidade: '4106902',
      seguimento: 'padaria',
      cargo: 'Gerente',
    });
  }, 30_000);
});
