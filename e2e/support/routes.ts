import { hashOf, type HashPath } from '@erp/domain';

export { MOUNTS, routeTo, type HashPath } from '@erp/domain';

/** The address of a hash route: on the base URL, or on another origin (a brand's). */
export function urlOf(path: HashPath, origin = ''): string {
  return `${origin}/${hashOf(path)}`;
}

/** Matches a page whose address ends on the hash route `path`. */
export function atRoute(path: HashPath): RegExp {
  return new RegExp(`${escapeRegExp(hashOf(path))}$`);
}

/** `text` as a regular expression that matches it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
