import * as v from 'valibot';

/** The `?filter=` query parameter every listing endpoint takes: LoopBack JSON text, parsed by `parseJsonParam`. */
export const FILTER_QUERY = v.object({
  filter: v.optional(
    v.pipe(
      v.string('O parâmetro filter deve ser um texto JSON.'),
      v.maxLength(4000, 'O parâmetro filter é grande demais.'),
    ),
  ),
});
