import { signupDisplay, signupFields, signupLayoutOf, signupSteps } from './signupFields';
import { firstSignupFailure, signupFieldErrors, type SignupValues } from './signupRules';

const VALID: SignupValues = {
  email: 'nova@empresa.com.br',
  emailconfirmar: 'Nova@Empresa.com.br',
  nome: 'Ana Souza',
  empresa: 'Empresa Nova Ltda',
  telefone: '(11) 9 8765-4321',
  cpfCnpj: '11.222.333/0001-81',
  regime: 1,
  senha: 'segredo1',
  confirmaSenha: 'segredo1',
  estado: 'SP',
  cidade: '3550308',
  seguimento: 'padaria',
  cargo: 'Gerente',
  termos: true,
};

const ALL = signupFields('twoSteps', signupDisplay({ exibirCpfCnpj: true }));

describe('sign-up fields', () => {
  it('shows every optional field unless disabled, and the CPF/CNPJ only when enabled', () => {
    expect(signupSteps('oneStep', signupDisplay({}))).toEqual([
      ['empresa', 'regime', 'nome', 'telefone', 'email', 'senha', 'confirmaSenha', 'termos'],
    ]);
    expect(
      signupFields(
        'oneStep',
        signupDisplay({
          exibirCpfCnpj: true,
          exibirNomeEmpresa: false,
          exibirRegime: false,
          exibirNomeUsuario: false,
          exibirTelefone: false,
        }),
      ),
    ).toEqual(['cpfCnpj', 'email', 'senha', 'confirmaSenha', 'termos']);
  });

  it('splits the two-step screen: state, city, segment, role and terms come second', () => {
    const [first, second] = signupSteps('twoSteps', signupDisplay({ exibirRegime: false }));
    expect(first).toEqual([
      'nome',
      'email',
      'emailconfirmar',
      'empresa',
      'telefone',
      'senha',
      'confirmaSenha',
    ]);
    expect(second).toEqual(['estado', 'cidade', 'seguimento', 'cargo', 'termos']);
  });

  it('reads the layout from the container serving the brand', () => {
    expect(signupLayoutOf('signup_acme')).toBe('twoSteps');
    expect(signupLayoutOf('signup')).toBe('oneStep');
    expect(signupLayoutOf(undefined)).toBe('oneStep');
  });
});

describe('sign-up validation', () => {
  it('accepts a complete sign-up', () => {
    expect(firstSignupFailure(VALID, ALL)).toBeNull();
    expect(signupFieldErrors(VALID, ALL)).toEqual({});
  });

  it.each([
    ['email', { email: '' }, 'O E-mail é obrigatório!'],
    ['emailconfirmar', { emailconfirmar: '' }, 'Confirme o E-mail!'],
    ['emailconfirmar', { emailconfirmar: 'outra@empresa.com.br' }, 'Confirme o E-mail!'],
    ['nome', { nome: '  ' }, 'Informe o nome!'],
    ['empresa', { empresa: '' }, 'O nome da empresa é obrigatório!'],
    ['estado', { estado: '' }, 'O Estado é obrigatório!'],
    ['telefone', { telefone: '' }, 'O telefone é obrigatório!'],
    ['cidade', { cidade: null }, 'Informe a cidade!'],
    ['seguimento', { seguimento: '' }, 'Informe o seguimento!'],
    ['cargo', { cargo: '' }, 'Informe o cargo!'],
    ['termos', { termos: false }, 'Você precisa aceitar os termos de uso e política de privacidade!'],
  ])('names %s with the spec warning', (field, change, warning) => {
    expect(firstSignupFailure({ ...VALID, ...change }, ALL)).toEqual({ field, warning });
  });

  it('names a wrong value by its label and the field message', () => {
    const cases: [SignupValues, string][] = [
      [{ email: 'sem-arroba' }, 'E-mail: E-mail inválido!'],
      [{ email: `${'a'.repeat(45)}@x.com.br` }, 'E-mail: Máximo 50 caracteres!'],
      [{ telefone: '(11) 1234' }, 'Telefone: Formato inválido!'],
      [{ cpfCnpj: '11.222.333/0001-82' }, 'CPF/CNPJ: Documento inválido.'],
      [{ cpfCnpj: '000.000.000-00' }, 'CPF/CNPJ: Documento inválido.'],
      [{ cpfCnpj: '' }, 'CPF/CNPJ: Campo Obrigatório!'],
      [{ regime: 9 }, 'Regime tributário: Campo inválido!'],
      [{ senha: '12345', confirmaSenha: '12345' }, 'Senha: Mínimo 6 caracteres!'],
      [{ confirmaSenha: 'segredo2' }, 'Confirmar senha: Os valores não conferem!'],
      [{ estado: 'XX' }, 'Estado: Campo inválido!'],
      [{ cidade: 'São Paulo' }, 'Cidade: Campo inválido!'],
      [{ nome: 'a'.repeat(101) }, 'Seu nome: Máximo 100 caracteres!'],
    ];
    for (const [change, warning] of cases)
      expect(firstSignupFailure({ ...VALID, ...change }, ALL)?.warning).toBe(warning);
  });

  it('accepts a CPF, a CNPJ and an alphanumeric CNPJ', () => {
    for (const cpfCnpj of ['529.982.247-25', '11222333000181', '12.ABC.345/01DE-35'])
      expect(firstSignupFailure({ ...VALID, cpfCnpj }, ALL)).toBeNull();
  });

  it('reports the first failure in the spec order and checks only the fields shown', () => {
    const broken = { ...VALID, empresa: '', telefone: '', email: '' };
    expect(firstSignupFailure(broken, ALL)?.warning).toBe('O E-mail é obrigatório!');
    expect(firstSignupFailure({ ...broken, email: VALID.email }, ALL)?.warning).toBe(
      'O nome da empresa é obrigatório!',
    );
    const hidden = signupFields(
      'oneStep',
      signupDisplay({ exibirNomeEmpresa: false, exibirTelefone: false }),
    );
    expect(firstSignupFailure({ ...broken, email: VALID.email }, hidden)).toBeNull();
    // The one-step screen has no state, city, segment or role.
    expect(
      firstSignupFailure({ ...VALID, estado: '', cidade: '' }, signupFields('oneStep', signupDisplay())),
    ).toBeNull();
  });

  it('gives every failing field its message, for the form to show after a submit', () => {
    expect(signupFieldErrors({ ...VALID, email: '', senha: '1', confirmaSenha: '' }, ALL)).toEqual({
      email: 'Campo Obrigatório!',
      emailconfirmar: 'Os valores não conferem!',
      senha: 'Mínimo 6 caracteres!',
      confirmaSenha: 'Campo Obrigatório!',
    });
  });
});
