/** Feeds the value one key at a time, re-masking the field after each key as an input does. */
export function typeInto(mask: (value: string) => string, keys: string): string[] {
  const steps: string[] = [];
  let field = '';
  for (const key of keys) {
    field = mask(field + key);
    steps.push(field);
  }
  return steps;
}
