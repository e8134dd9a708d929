import type { Alerta, AlertaResumo, Favorito, FilialResumo } from '@erp/domain';
import * as v from 'valibot';
import { count } from './numbers';

// Answers read by the main area's header bar (spec 001 §3–4): alerts, favourites, branch switch and avatar upload.

const nullableText = v.optional(v.nullable(v.string()), null);

/** One alert of `GET Alertas/obter`, and the payload of a pushed `alerta` that carries an id. */
export const AlertaSchema: v.GenericSchema<unknown, Alerta> = v.object({
  id: v.number(),
  tipo: v.fallback(v.picklist(['info', 'success', 'warning']), 'info'),
  texto: v.string(),
  data: v.string(),
  link: nullableText,
  permiteExcluir: v.optional(v.boolean(), false),
  lido: v.optional(v.boolean(), false),
});

/** `GET Alertas/obter`: the caller's alerts, newest first. */
export const AlertaListSchema: v.GenericSchema<unknown, Alerta[]> = v.array(AlertaSchema);

/** `GET Alertas/list`: the caller's alerts, newest first, with the unread count. */
export const AlertaResumoSchema: v.GenericSchema<unknown, AlertaResumo> = v.object({
  alertas: AlertaListSchema,
  naoLidos: count,
});

/**
 * A pushed `alerta` read as a whole alert, or null when it is not one (no id, partial payload): the caller then
 * reloads the list instead (spec 001 §4).
 */
export function parseAlerta(payload: unknown): Alerta | null {
  const result = v.safeParse(AlertaSchema, payload);
  return result.success ? result.output : null;
}

/** One favourite of `GET Favoritos` and the answer of `POST Favoritos`. */
export const FavoritoSchema: v.GenericSchema<unknown, Favorito> = v.object({
  id: v.number(),
  link: v.string(),
  title: v.string(),
});

/** `GET Favoritos`. */
export const FavoritoListSchema: v.GenericSchema<unknown, Favorito[]> = v.array(FavoritoSchema);

/** `GET Usuarios/filiais`: the branches the user may switch to. */
export const FilialResumoListSchema: v.GenericSchema<unknown, FilialResumo[]> = v.array(
  v.object({ id: v.number(), nome: v.string(), apelido: nullableText, cpfCnpj: v.string() }),
);

/** `POST Usuarios/avatar`: where the uploaded image is served from. */
export const AvatarUploadSchema: v.GenericSchema<unknown, { avatar: string }> = v.object({
  avatar: v.pipe(v.string(), v.minLength(1)),
});
