// Texts of the trial sign-up (spec 000 §2, §5, §8), the spec's character for character; the labels the spec does not
// word are ours and marked so.

/** The warning naming the first failing field of an invalid sign-up, keyed by the sign-up field. */
export const SIGNUP_FIRST_FAILURE_MESSAGES = {
  email: 'O E-mail é obrigatório!',
  emailconfirmar: 'Confirme o E-mail!',
  nome: 'Informe o nome!',
  empresa: 'O nome da empresa é obrigatório!',
  estado: 'O Estado é obrigatório!',
  telefone: 'O telefone é obrigatório!',
  cidade: 'Informe a cidade!',
  seguimento: 'Informe o seguimento!',
  cargo: 'Informe o cargo!',
} as const;
export type SignupFailureField = keyof typeof SIGNUP_FIRST_FAILURE_MESSAGES;

/** Field labels of the sign-up screens (spec 000 §2 names the fields but does not word their labels: ours). */
export const SIGNUP_FIELD_LABELS = {
  empresa: 'Nome da empresa',
  cpfCnpj: 'CPF/CNPJ',
  regime: 'Regime tributário',
  nome: 'Seu nome',
  telefone: 'Telefone',
  email: 'E-mail',
  emailconfirmar: 'Confirme o e-mail',
  senha: 'Senha',
  confirmaSenha: 'Confirmar senha',
  termos: 'Termos de uso',
  estado: 'Estado',
  cidade: 'Cidade',
  seguimento: 'Segmento',
  cargo: 'Cargo',
} as const;

/** Roles offered by the two-step sign-up (spec 000 §5 asks for a role without listing them: ours). */
export const SIGNUP_ROLES = [
  'Sócio ou proprietário',
  'Gerente',
  'Administrativo ou financeiro',
  'Contador',
  'Vendedor',
  'Outro',
] as const;

export const SIGNUP_MESSAGES = {
  /** Default highlighted word of the trial invitation title (configurable per brand). */
  highlightDefault: 'GRATUITAMENTE',
  /** The title's words before the highlighted one. */
  invitation: 'Experimente',
  /** The frame's placeholder line, until the form replaces it. */
  comingSoon: 'O cadastro de avaliação estará disponível em breve.',
  /** The two-step variant's badge (acme's sign-up build). */
  twoSteps: 'Cadastro em 2 passos',
  confirm: 'Confirmar',
  loading: 'Carregando...',
  haveLogin: 'Já tenho login',
  invalidReferral: 'URL de indicação está inválida, seu cadastro não será categorizado como indicação!',
  termsRequired: 'Você precisa aceitar os termos de uso e política de privacidade!',
  firstFailure: SIGNUP_FIRST_FAILURE_MESSAGES,
  labels: SIGNUP_FIELD_LABELS,
  roles: SIGNUP_ROLES,
  regimes: [
    'MEI',
    'Simples Nacional',
    'Simples Nacional com excesso de receita',
    'Lucro Real',
    'Lucro Presumido',
  ],
  // Ours from here on: the spec words none of these.
  termsAccept: 'Li e aceito os',
  termsOfUse: 'termos de uso',
  termsAnd: 'e a',
  privacyPolicy: 'política de privacidade',
  next: 'Próximo',
  back: 'Voltar',
  step: (current: number, total: number): string => `Passo ${current} de ${total}`,
  citySearch: 'Digite para buscar a cidade',
  cityNone: 'Nenhuma cidade encontrada',
  selectState: 'Selecione o estado',
  /** The warning of a field that has a value, but a wrong one: the label names the field. */
  fieldWarning: (label: string, message: string): string => `${label}: ${message}`,
  /** The API's answers. */
  brandUnknown: 'Configuração de cadastro não encontrada.',
  signupDisabled: 'O cadastro de avaliação não está disponível para esta marca.',
  cityUnknown: 'A cidade informada não pertence ao estado informado.',
  tooManySignups: 'Muitos cadastros feitos a partir deste endereço. Aguarde e tente novamente mais tarde.',
  /** What the sign-up writes in the brand's CRM (the deal, its follow-up task); the spec does not word them. */
  crm: {
    dealTitle: (empresa: string): string => `Cadastro de avaliação - ${empresa}`,
    taskTitle: 'Contatar novo cadastro de avaliação',
    taskLines: (nome: string, empresa: string, email: string, telefone: string): string[] => [
      `Nome: ${nome}`,
      `Empresa: ${empresa}`,
      `E-mail: ${email}`,
      `Telefone: ${telefone}`,
    ],
  },
} as const;
