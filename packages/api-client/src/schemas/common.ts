import * as v from 'valibot';

/** `GET ping`. */
export const PingSchema: v.GenericSchema<unknown, { ok: true }> = v.object({ ok: v.literal(true) });

/** `GET Usuarios/verificaFilial`. */
export const VerifyBranchSchema: v.GenericSchema<unknown, { valida: boolean }> = v.object({
  valida: v.boolean(),
});
