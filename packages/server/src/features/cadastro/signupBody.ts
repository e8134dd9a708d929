import { SIGNUP_EXTRA_MAX_LENGTH, SIGNUP_REFERRAL_MAX_LENGTH } from '@erp/domain';
import * as v from 'valibot';

// Only shapes and size caps here: what each field must contain is the domain's sign-up rules, the same the screen uses.
const text = (label: string, max = 200) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(`O campo ${label} deve ser um texto.`),
        v.maxLength(max, `O campo ${label} deve ter no máximo ${max} caracteres.`),
        v.check((value) => !value.includes('\u0000'), `O campo ${label} contém caracteres inválidos.`),
      ),
    ),
  );

const positiveId = (label: string) =>
  v.pipe(
    v.number(`O campo ${label} deve ser um número inteiro positivo.`),
    v.integer(`O campo ${label} deve ser um número inteiro positivo.`),
    v.minValue(1, `O campo ${label} deve ser um número inteiro positivo.`),
    v.maxValue(2_147_483_647, `O campo ${label} deve ser um número inteiro positivo.`),
  );

/** The body of `POST Usuarios/cadastro` (spec 000 §3 sign-up record). */
export const signupBody = v.object({
  email: text('email'),
  emailconfirmar: text('emailconfirmar'),
  nome: text('nome'),
  empresa: text('empresa'),
  telefone: text('telefone', 30),
  cpfCnpj: text('cpfCnpj', 30),
  regime: v.optional(v.nullable(v.pipe(v.number('O campo regime deve ser um número.'), v.integer()))),
  senha: text('senha', 128),
  confirmaSenha: text('confirmaSenha', 128),
  estado: text('estado', 2),
  cidade: text('cidade', 7),
  seguimento: text('seguimento', 50),
  cargo: text('cargo', 50),
  termos: v.optional(v.nullable(v.boolean('O campo termos deve ser verdadeiro ou falso.'))),
  indicante: text('indicante', SIGNUP_REFERRAL_MAX_LENGTH),
  campo1: text('campo1', SIGNUP_EXTRA_MAX_LENGTH),
  campo2: text('campo2', SIGNUP_EXTRA_MAX_LENGTH),
  campo3: text('campo3', SIGNUP_EXTRA_MAX_LENGTH),
  campo4: text('campo4', SIGNUP_EXTRA_MAX_LENGTH),
  idWhitelabel: v.optional(v.nullable(positiveId('idWhitelabel'))),
  idConfigWhitelabel: positiveId('idConfigWhitelabel'),
  naoCadastrasSuperlogica: v.optional(
    v.boolean('O campo naoCadastrasSuperlogica deve ser verdadeiro ou falso.'),
    false,
  ),
});

export type SignupBody = v.InferOutput<typeof signupBody>;
