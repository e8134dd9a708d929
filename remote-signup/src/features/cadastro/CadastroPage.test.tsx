import { act, screen, waitFor, within } from '@testing-library/react';
import { sessionStore } from '@erp/session';
import { loopbackError, type FakeApi } from '@erp/test-doubles';
import { pasteInto } from '@erp/test-doubles/react';
import { renderSignup, routeLeftTo, sentBody, signupConfig } from '../../test/signupTestKit';
import { startSignupApi } from '../../test/signupApi';

let api: FakeApi;
beforeEach(() => {
  api = startSignupApi();
});
const signUps = () => api.calls('POST', 'Usuarios/cadastro');
const logins = () => api.calls('POST', 'Usuarios/login');
afterEach(() => jest.useRealTimers());

type User = ReturnType<typeof renderSignup>['user'];

async function fillValid(user: User) {
  await pasteInto(user, [
    ['Nome da empresa', 'Mercearia Nova'],
    ['CPF/CNPJ', '11222333000181'],
    ['Seu nome', 'Nina Nova'],
    ['Telefone', '11987654321'],
    ['E-mail', 'Nina@Nova.com.br'],
    ['Senha', 'segredo1'],
    ['Confirmar senha', 'segredo1'],
  ]);
  await user.click(screen.getByRole('checkbox', { name: 'Termos de uso' }));
}

const confirm = () => screen.getByRole('button', { name: 'Confirmar' });

describe('trial sign-up (brand 1 build)', () => {
  it("shows the title's highlighted word, the brand's banner and the terms links", () => {
    renderSignup('/cadastrar', signupConfig({ textoAlertaCadastro: 'Teste por 15 dias.' }));
    expect(screen.getByText('GRATUITAMENTE')).toBeInTheDocument();
    expect(screen.getByText('Teste por 15 dias.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'termos de uso' })).toHaveAttribute(
      'href',
      'https://marca.test/termos.html',
    );
    expect(screen.getByRole('link', { name: 'política de privacidade' })).toHaveAttribute(
      'href',
      'https://marca.test/privacidade.html',
    );
  });

  it('shows or hides fields by the brand flags; the CPF/CNPJ only when enabled', () => {
    renderSignup(
      '/cadastrar',
      signupConfig({ exibirCpfCnpj: false, exibirNomeEmpresa: false, exibirTelefone: false }),
    );
    expect(screen.queryByLabelText('CPF/CNPJ')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Nome da empresa')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Telefone')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Seu nome')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Regime tributário' })).toHaveValue('Simples Nacional');
  });

  it('offers the five regimes', async () => {
    const { user } = renderSignup();
    await user.click(screen.getByRole('textbox', { name: 'Regime tributário' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual([
      'MEI',
      'Simples Nacional',
      'Simples Nacional com excesso de receita',
      'Lucro Real',
      'Lucro Presumido',
    ]);
  });

  it('masks the phone and the CPF/CNPJ (alphanumeric CNPJ too) and lower-cases the e-mail', async () => {
    const { user } = renderSignup();
    await user.type(screen.getByLabelText('Telefone'), '11987654321');
    expect(screen.getByLabelText('Telefone')).toHaveValue('(11) 9 8765-4321');
    await user.clear(screen.getByLabelText('Telefone'));
    await user.type(screen.getByLabelText('Telefone'), '1133334444');
    expect(screen.getByLabelText('Telefone')).toHaveValue('(11) 3333-4444');
    await user.type(screen.getByLabelText('CPF/CNPJ'), '12abc34501de35');
    expect(screen.getByLabelText('CPF/CNPJ')).toHaveValue('12.ABC.345/01DE-35');
    await user.type(screen.getByLabelText('E-mail'), 'ANA@X.COM');
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@x.com');
  });

  it('keeps Confirmar disabled until the terms are accepted', async () => {
    const { user } = renderSignup();
    expect(confirm()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Termos de uso' }));
    expect(confirm()).toBeEnabled();
  });

  it('shows messages only after submit, warns about the first failing field and sends nothing', async () => {
    const { user } = renderSignup();
    await user.type(screen.getByLabelText('Nome da empresa'), 'Mercearia');
    await user.type(screen.getByLabelText('CPF/CNPJ'), '11222333000182');
    expect(screen.queryByText('Campo Obrigatório!')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Termos de uso' }));
    await user.click(confirm());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('O E-mail é obrigatório!')).toBeInTheDocument();
    expect(screen.getByText('Documento inválido.')).toBeInTheDocument();
    expect(screen.getAllByText('Campo Obrigatório!').length).toBeGreaterThanOrEqual(4);
    expect(signUps()).toEqual([]);
  });

  it('names an invalid document when everything else is right', async () => {
    const { user } = renderSignup();
    await fillValid(user);
    await user.clear(screen.getByLabelText('CPF/CNPJ'));
    await user.type(screen.getByLabelText('CPF/CNPJ'), '00000000000');
    await user.click(confirm());
    expect(await screen.findByText('CPF/CNPJ: Documento inválido.')).toBeInTheDocument();
    expect(signUps()).toEqual([]);
  });

  it('sends the record with referral, brand ids and campo1-4, shows Carregando..., signs in after 500 ms and goes to the dashboard', async () => {
    const referral = Buffer.from(JSON.stringify({ id: 5, nome: 'Parceiro' })).toString('base64');
    let answer: (value: unknown) => void = () => undefined;
    api.answer('POST', 'Usuarios/cadastro', () => new Promise((resolve) => (answer = resolve)));
    const { user } = renderSignup(
      `/cadastrar?indicante=${encodeURIComponent(referral)}&campo1=google&campo3=x`,
    );
    expect(screen.queryByText(/URL de indicação está inválida/)).not.toBeInTheDocument();
    await fillValid(user);
    await user.click(confirm());
    expect(await screen.findByRole('button', { name: 'Carregando...' })).toBeDisabled();
    await waitFor(() => expect(signUps()).toHaveLength(1));
    expect(sentBody(api)).toEqual({
      email: 'nina@nova.com.br',
      emailconfirmar: 'nina@nova.com.br',
      empresa: 'Mercearia Nova',
      cpfCnpj: '11.222.333/0001-81',
      regime: 1,
      nome: 'Nina Nova',
      telefone: '(11) 9 8765-4321',
      senha: 'segredo1',
      confirmaSenha: 'segredo1',
      termos: true,
      indicante: referral,
      campo1: 'google',
      campo3: 'x',
      idWhitelabel: 7,
      idConfigWhitelabel: 3,
      naoCadastrasSuperlogica: false,
    });
    jest.useFakeTimers();
    await act(async () => answer({ id: 10, userId: 20 }));
    expect(logins()).toEqual([]);
    await act(async () => jest.advanceTimersByTime(500));
    jest.useRealTimers();
    expect(await routeLeftTo()).toBe('/pages/dashboard');
    expect(logins().map((c) => c.body)).toEqual([{ email: 'nina@nova.com.br', password: 'segredo1' }]);
    expect(sessionStore.getState().token).toBe('demo-session-token');
  });

  it('sends one sign-up when Confirmar is clicked twice before the screen re-renders', async () => {
    // No id in the answer: the test stops at the call, without the sign-in that follows.
    api.answer('POST', 'Usuarios/cadastro', {});
    const { user } = renderSignup();
    await fillValid(user);
    // Both clicks land in one render, as a double click does before React draws the busy button.
    await act(async () => {
      confirm().click();
      confirm().click();
    });
    await waitFor(() => expect(confirm()).toBeEnabled());
    expect(signUps()).toHaveLength(1);
  });

  it('does not sign in when the answer has no id', async () => {
    api.answer('POST', 'Usuarios/cadastro', {});
    const { user } = renderSignup();
    await fillValid(user);
    await user.click(confirm());
    await waitFor(() => expect(confirm()).toBeEnabled());
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(signUps()).toHaveLength(1);
    expect(logins()).toEqual([]);
  });

  it("shows a duplicate e-mail as 'Registro duplicado, ...' and does not sign in", async () => {
    api.answer(
      'POST',
      'Usuarios/cadastro',
      loopbackError(409, 'Registro duplicado, verifique os dados e tente novamente', {
        name: 'ConflictError',
      }),
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderSignup();
    await fillValid(user);
    await user.click(confirm());
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Atenção!');
    expect(dialog).toHaveTextContent('Registro duplicado, verifique os dados e tente novamente');
    expect(logins()).toEqual([]);
  });

  it('alerts about an invalid referral and does not send it', async () => {
    const { user } = renderSignup('/cadastrar?indicante=n%C3%A3o-%C3%A9-base64');
    expect(
      screen.getByText('URL de indicação está inválida, seu cadastro não será categorizado como indicação!'),
    ).toBeInTheDocument();
    await fillValid(user);
    await user.click(confirm());
    await waitFor(() => expect(signUps()).toHaveLength(1));
    expect(sentBody(api).indicante).toBeNull();
  });

  it('sends naoCadastrasSuperlogica on cadastrar-erp', async () => {
    const { user } = renderSignup('/cadastrar-erp');
    await fillValid(user);
    await user.click(confirm());
    await waitFor(() => expect(signUps()).toHaveLength(1));
    expect(sentBody(api).naoCadastrasSuperlogica).toBe(true);
  });

  it("slides out on 'Já tenho login', then goes to /auth/login after 500 ms", async () => {
    const { user } = renderSignup();
    jest.useFakeTimers();
    await act(async () => {
      screen.getByRole('link', { name: 'Já tenho login' }).click();
    });
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(500));
    jest.useRealTimers();
    expect(await routeLeftTo()).toBe('/auth/login');
    void user;
  });
});
