/** Text matched literally inside a `like`/`ilike` pattern: its `%`, `_` and `\` lose their wildcard meaning. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
