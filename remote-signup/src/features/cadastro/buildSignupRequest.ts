import type { SignupField, SignupRequest, WhiteLabelConfig } from '@erp/domain';
import type { SignupLink } from './signupLink';
import type { SignupFormValues } from './useSignupForm';

/**
 * The sign-up record sent to `POST Usuarios/cadastro` (spec 000 §3, §4 step 2): the shown fields, the referral and
 * campo1–campo4 of the link, the brand's ids, and the `cadastrar-erp` flag. Hidden fields are not sent.
 */
export function buildSignupRequest(
  values: SignupFormValues,
  fields: readonly SignupField[],
  context: { config: WhiteLabelConfig | null; link: SignupLink; skipBillingRecord: boolean },
): SignupRequest {
  const shown = <K extends SignupField>(field: K, value: SignupFormValues[K]) =>
    fields.includes(field) ? value : undefined;
  return {
    email: values.email.trim(),
    // The one-step screen has no confirmation field: the e-mail confirms itself.
    emailconfirmar: fields.includes('emailconfirmar') ? values.emailconfirmar.trim() : values.email.trim(),
    nome: shown('nome', values.nome.trim()),
    empresa: shown('empresa', values.empresa.trim()),
    telefone: shown('telefone', values.telefone),
    cpfCnpj: shown('cpfCnpj', values.cpfCnpj),
    regime: shown('regime', values.regime),
    senha: values.senha,
    confirmaSenha: values.confirmaSenha,
    estado: shown('estado', values.estado),
    cidade: shown('cidade', values.cidade),
    seguimento: shown('seguimento', values.seguimento),
    cargo: shown('cargo', values.cargo),
    termos: values.termos,
    indicante: context.link.indicante,
    ...context.link.campos,
    idWhitelabel: context.config?.id ?? 0,
    idConfigWhitelabel: context.config?.idConfig ?? 0,
    naoCadastrasSuperlogica: context.skipBillingRecord,
  };
}
