import type { WhiteLabelMisc } from '../entities/whiteLabel';

/** Every field a sign-up screen may ask for; the names are the sign-up record's (spec 000 §3). */
export type SignupField =
  | 'empresa'
  | 'cpfCnpj'
  | 'regime'
  | 'nome'
  | 'telefone'
  | 'email'
  | 'emailconfirmar'
  | 'senha'
  | 'confirmaSenha'
  | 'estado'
  | 'cidade'
  | 'seguimento'
  | 'cargo'
  | 'termos';

/** The default one-page screen, or the reseller's two-step screen (the `signup_acme` build). */
export type SignupLayout = 'oneStep' | 'twoSteps';

/**
 * Which screen a sign-up container shows. The server reads it from the brand's remote override, so the fields it
 * requires always match the screen the brand serves, even right after the override is switched.
 */
export function signupLayoutOf(container: string | null | undefined): SignupLayout {
  return container === 'signup_acme' ? 'twoSteps' : 'oneStep';
}

/** Which optional fields a brand shows (spec 000 §2): all unless disabled, except the CPF/CNPJ, shown only if enabled. */
export interface SignupDisplay {
  empresa: boolean;
  cpfCnpj: boolean;
  regime: boolean;
  nome: boolean;
  telefone: boolean;
}

export function signupDisplay(
  misc: Pick<
    WhiteLabelMisc,
    'exibirNomeEmpresa' | 'exibirCpfCnpj' | 'exibirRegime' | 'exibirNomeUsuario' | 'exibirTelefone'
  > = {},
): SignupDisplay {
  return {
    empresa: misc.exibirNomeEmpresa !== false,
    cpfCnpj: misc.exibirCpfCnpj === true,
    regime: misc.exibirRegime !== false,
    nome: misc.exibirNomeUsuario !== false,
    telefone: misc.exibirTelefone !== false,
  };
}

type Optional = keyof SignupDisplay;
const isOptional = (field: SignupField): field is Optional =>
  field === 'empresa' ||
  field === 'cpfCnpj' ||
  field === 'regime' ||
  field === 'nome' ||
  field === 'telefone';

const ONE_STEP: readonly (readonly SignupField[])[] = [
  ['empresa', 'cpfCnpj', 'regime', 'nome', 'telefone', 'email', 'senha', 'confirmaSenha', 'termos'],
];
const TWO_STEPS: readonly (readonly SignupField[])[] = [
  ['nome', 'email', 'emailconfirmar', 'empresa', 'cpfCnpj', 'regime', 'telefone', 'senha', 'confirmaSenha'],
  ['estado', 'cidade', 'seguimento', 'cargo', 'termos'],
];

/** The fields of each step, in screen order, without the ones the brand hides. */
export function signupSteps(layout: SignupLayout, display: SignupDisplay): SignupField[][] {
  const steps = layout === 'twoSteps' ? TWO_STEPS : ONE_STEP;
  return steps.map((fields) => fields.filter((field) => !isOptional(field) || display[field]));
}

/** Every field the screen asks for, all steps together. */
export function signupFields(layout: SignupLayout, display: SignupDisplay): SignupField[] {
  return signupSteps(layout, display).flat();
}
