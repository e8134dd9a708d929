import * as v from 'valibot';
import { requiredText } from '../../http/validation';

const planoModulo = v.strictObject({
  id: v.pipe(v.number('O campo modulos.id deve ser um número.'), v.integer(), v.minValue(1)),
  nome: requiredText('modulos.nome', 100),
  visivel: v.boolean('O campo modulos.visivel deve ser verdadeiro ou falso.'),
});

/** A plan as the admin writes it (`Plano` of `@erp/domain` without its id). */
export const planBody = v.object({
  configWhiteLabel: v.pipe(
    v.number('O campo configWhiteLabel deve ser um número inteiro positivo.'),
    v.integer('O campo configWhiteLabel deve ser um número inteiro positivo.'),
    v.minValue(1, 'O campo configWhiteLabel deve ser um número inteiro positivo.'),
    v.maxValue(2_147_483_647, 'O campo configWhiteLabel deve ser um número inteiro positivo.'),
  ),
  idExterno: requiredText('idExterno', 100),
  nome: requiredText('nome', 100),
  descricao: v.optional(
    v.pipe(
      v.string('O campo descricao deve ser um texto.'),
      v.maxLength(500, 'O campo descricao deve ter no máximo 500 caracteres.'),
    ),
    '',
  ),
  valorMensal: v.pipe(
    v.number('O campo valorMensal deve ser um número.'),
    v.minValue(0, 'O campo valorMensal não pode ser negativo.'),
    v.maxValue(9_999_999_999, 'O campo valorMensal é grande demais.'),
    v.check(
      // 19.99 * 100 is 1998.9999999999998 in binary floating point: cents are compared after removing that noise.
      (n) => Number.isFinite(n) && Number.isInteger(Number((n * 100).toPrecision(15))),
      'O campo valorMensal deve ter no máximo 2 casas decimais.',
    ),
  ),
  modulos: v.optional(
    v.pipe(v.array(planoModulo, 'O campo modulos deve ser uma lista.'), v.maxLength(200)),
    [],
  ),
  ativo: v.optional(v.boolean('O campo ativo deve ser verdadeiro ou falso.'), true),
});

/** A plan update: any of the fields (the brand of a plan never changes). */
export const planUpdateBody = v.partial(v.omit(planBody, ['configWhiteLabel']));
