import type { ReactNode } from 'react';
import { usePageTitle } from './usePageTitle';

/** Names the browser tab after a page that is not a placeholder (dashboard, plans, my account). */
export function TitledPage({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return <>{children}</>;
}
