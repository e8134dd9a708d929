import * as v from 'valibot';

/** Payload of `{event}-pdf` / `{event}-xlsx`: a report job finished or failed. */
export interface ReportEvent {
  status: 'success' | 'error';
  /** On error the server may say why in `message`. */
  data: { file?: string; url?: string; message?: string };
}

export const ReportEventSchema: v.GenericSchema<unknown, ReportEvent> = v.object({
  status: v.picklist(['success', 'error']),
  data: v.optional(
    v.object({ file: v.optional(v.string()), url: v.optional(v.string()), message: v.optional(v.string()) }),
    {},
  ),
});

/** Payload of `alerta`: with an id it is one new alert, without one the list must reload (spec 001 §4). */
export interface AlertEvent {
  id?: number;
  [key: string]: unknown;
}

export const AlertEventSchema: v.GenericSchema<unknown, AlertEvent> = v.looseObject({
  id: v.optional(v.number()),
});
