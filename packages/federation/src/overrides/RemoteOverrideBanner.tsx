import { lazy, Suspense } from 'react';
import type { OverrideState } from './resolveOverrides';

const OverrideBanner = lazy(() => import('./OverrideBanner'));

/**
 * The banner of a page that loads an area from elsewhere than the registry, with its way back; in a development build
 * also the panel that sets one. Nothing at all (and nothing fetched) on any other page.
 */
export function RemoteOverrideBanner({ overrides }: { overrides: readonly OverrideState[] }) {
  if (!overrides.length && process.env.NODE_ENV === 'production') return null;
  return (
    <Suspense fallback={null}>
      <OverrideBanner overrides={overrides} />
    </Suspense>
  );
}
