import { MESSAGES } from '@erp/domain';
import * as v from 'valibot';
import { idField, requiredText } from '../../http/validation';

// A link is an application path or an http(s) address: never `javascript:` or another scheme a click would run.
const SAFE_LINK = /^(\/(?!\/)|pages\/|https?:\/\/)/i;

const alertFields = {
  tipo: v.picklist(['info', 'success', 'warning'], MESSAGES.alerts.invalidType),
  texto: requiredText('texto', 1000),
  link: v.optional(
    v.nullable(
      v.pipe(
        requiredText('link', 500),
        v.check((link) => SAFE_LINK.test(link), MESSAGES.alerts.invalidLink),
      ),
    ),
    null,
  ),
  permiteExcluir: v.optional(v.boolean(MESSAGES.alerts.invalidDeletable), true),
};

/** `POST Alertas`: one alert for one user of the caller's company. */
export const createAlertBody = v.object({ usuarioId: idField('usuarioId'), ...alertFields });

/** `POST Alertas/geral`: an alert for every user of a company (`empresaId`) or of the caller's whole brand. */
export const generalAlertBody = v.object({
  empresaId: v.optional(idField('empresaId')),
  /** The brand written to (`idConfig`); only product-owner staff may name a brand other than their own. */
  idConfig: v.optional(idField('idConfig')),
  ...alertFields,
});

/** `PUT Alertas/{id}`: only the read state is the user's to change. */
export const updateAlertBody = v.strictObject(
  { lido: v.boolean(MESSAGES.alerts.invalidRead) },
  MESSAGES.alerts.onlyReadChanges,
);

export const alertIdParams = v.object({ id: idField('id') });

export type AlertFields = v.InferOutput<typeof generalAlertBody>;
