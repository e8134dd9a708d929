import { SIGNUP_EXTRA_MAX_LENGTH, SIGNUP_REFERRAL_MAX_LENGTH, MESSAGES } from '@erp/domain';
import * as v from 'valibot';

// Only shapes and size caps here: what each field must contain is the domain's sign-up rules, the same the screen uses.
const text = (label: string, max = 200) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(MESSAGES.apiFields.text(label)),
        v.maxLength(max, MESSAGES.apiFields.maxLength(label, max)),
        v.check((value) => !value.includes('\u0000'), MESSAGES.apiFields.invalidChars(label)),
      ),
    ),
  );

const positiveId = (label: string) =>
  v.pipe(
    v.number(MESSAGES.apiFields.positiveInteger(label)),
    v.integer(MESSAGES.apiFields.positiveInteger(label)),
    v.minValue(1, MESSAGES.apiFields.positiveInteger(label)),
    v.maxValue(2_147_483_647, MESSAGES.apiFields.positiveInteger(label)),
  );

/** The body of `POST Usuarios/cadastro` (spec 000 §3 sign-up record). */
export const signupBody = v.object({
  email: text('email'),
  emailconfirmar: text('emailconfirmar'),
  nome: text('nome'),
  empresa: text('empresa'),
  telefone: text('telefone', 30),
  cpfCnpj: text('cpfCnpj', 30),
  regime: v.optional(v.nullable(v.pipe(v.number(MESSAGES.apiFields.number('regime')), v.integer()))),
  senha: text('senha', 128),
  confirmaSenha: text('confirmaSenha', 128),
  estado: text('estado', 2),
  cidade: text('cidade', 7),
  seguimento: text('seguimento', 50),
  cargo: text('cargo', 50),
  termos: v.optional(v.nullable(v.boolean(MESSAGES.apiFields.boolean('termos')))),
  indicante: text('indicante', SIGNUP_REFERRAL_MAX_LENGTH),
  campo1: text('campo1', SIGNUP_EXTRA_MAX_LENGTH),
  campo2: text('campo2', SIGNUP_EXTRA_MAX_LENGTH),
  campo3: text('campo3', SIGNUP_EXTRA_MAX_LENGTH),
  campo4: text('campo4', SIGNUP_EXTRA_MAX_LENGTH),
  idWhitelabel: v.optional(v.nullable(positiveId('idWhitelabel'))),
  idConfigWhitelabel: positiveId('idConfigWhitelabel'),
  naoCadastrasSuperlogica: v.optional(
    v.boolean(MESSAGES.apiFields.boolean('naoCadastrasSuperlogica')),
    false,
  ),
});

export type SignupBody = v.InferOutput<typeof signupBody>;
