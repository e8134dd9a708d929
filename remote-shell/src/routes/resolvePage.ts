import { matchPath } from 'react-router-dom';
import { findMenuEntry, normalizeMenuPath } from '@erp/domain';
import { SPEC_ROUTES } from './specRoutes';

/** What a page of the main area shows about itself. */
export interface ResolvedPage {
  title: string;
  /** Outermost first, the page itself last. */
  breadcrumb: string[];
}

/**
 * The title and breadcrumb of a main-area address, or null when it is no page of ours (the router then goes to the
 * dashboard, spec 001 §8). A menu entry's own page takes the entry's title and trail (the domain's catalogue); a
 * screen below it (cadastrar, editar/:id…) adds its own name to that trail; a §2 screen no menu owns uses its own.
 */
export function resolvePage(pathname: string): ResolvedPage | null {
  const path = normalizeMenuPath(pathname);
  const owner = findMenuEntry(path);
  const trail = owner ? owner.trail.map((item) => item.title) : [];
  if (owner && owner.item.link === path) return { title: owner.item.title, breadcrumb: trail };
  const screen = SPEC_ROUTES.find((route) => matchPath(`/pages/${route.path}`, path));
  if (!screen) return null;
  return {
    title: screen.title,
    breadcrumb: owner ? [...trail, screen.title] : [...screen.parents, screen.title],
  };
}
