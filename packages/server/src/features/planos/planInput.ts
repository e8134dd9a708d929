import { MESSAGES } from '@erp/domain';
import * as v from 'valibot';
import { requiredText } from '../../http/validation';

const planoModulo = v.strictObject({
  id: v.pipe(v.number(MESSAGES.apiFields.number('modulos.id')), v.integer(), v.minValue(1)),
  nome: requiredText('modulos.nome', 100),
  visivel: v.boolean(MESSAGES.apiFields.boolean('modulos.visivel')),
});

/** A plan as the admin writes it (`Plano` of `@erp/domain` without its id). */
export const planBody = v.object({
  configWhiteLabel: v.pipe(
    v.number(MESSAGES.apiFields.positiveInteger('configWhiteLabel')),
    v.integer(MESSAGES.apiFields.positiveInteger('configWhiteLabel')),
    v.minValue(1, MESSAGES.apiFields.positiveInteger('configWhiteLabel')),
    v.maxValue(2_147_483_647, MESSAGES.apiFields.positiveInteger('configWhiteLabel')),
  ),
  idExterno: requiredText('idExterno', 100),
  nome: requiredText('nome', 100),
  descricao: v.optional(
    v.pipe(
      v.string(MESSAGES.apiFields.text('descricao')),
      v.maxLength(500, MESSAGES.apiFields.maxLength('descricao', 500)),
    ),
    '',
  ),
  valorMensal: v.pipe(
    v.number(MESSAGES.apiFields.number('valorMensal')),
    v.minValue(0, MESSAGES.apiFields.notNegative('valorMensal')),
    v.maxValue(9_999_999_999, MESSAGES.apiFields.tooLarge('valorMensal')),
    v.check(
      // 19.99 * 100 is 1998.9999999999998 in binary floating point: cents are compared after removing that noise.
      (n) => Number.isFinite(n) && Number.isInteger(Number((n * 100).toPrecision(15))),
      MESSAGES.apiFields.decimals('valorMensal', 2),
    ),
  ),
  modulos: v.optional(v.pipe(v.array(planoModulo, MESSAGES.apiFields.list('modulos')), v.maxLength(200)), []),
  ativo: v.optional(v.boolean(MESSAGES.apiFields.boolean('ativo')), true),
});

/** A plan update: any of the fields (the brand of a plan never changes). */
export const planUpdateBody = v.partial(v.omit(planBody, ['configWhiteLabel']));
