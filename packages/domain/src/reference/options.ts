/** One entry of a select: the stored code and the Portuguese label shown. */
export interface Option<V extends string | number = string | number> {
  value: V;
  label: string;
}

/**
 * Select options in the order the codes object declares them. A label map keyed by numbers would
 * iterate in numeric order instead, which is wrong for lists such as the stock movement types.
 */
export function toOptions<V extends string | number>(
  codes: Readonly<Record<string, V>>,
  labels: Readonly<Record<V, string>>,
): Option<V>[] {
  return Object.values(codes).map((value) => ({ value, label: labels[value] }));
}

/** The label of a code, or '' for codes the list does not know (old or foreign data). */
export function labelOf<V extends string | number>(
  labels: Readonly<Record<V, string>>,
  value: string | number | null | undefined,
): string {
  if (value == null) return '';
  return (labels as Readonly<Record<string | number, string>>)[value] ?? '';
}
