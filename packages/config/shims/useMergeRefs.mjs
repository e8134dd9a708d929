// What Mantine's ScrollArea imports from @floating-ui/react (`useMergeRefs`, the same code). Imported from there, it
// kept all of floating-ui (~39 KB minified: what the main area's popovers and tooltips use of it) in the login
// route's start-up chunk, because the login part holds Mantine's Modal and the Modal holds a ScrollArea
// (scrollAreaRefs.mjs sends only that import here).
// Compiled into the apps (their React: scrollAreaRefs.mjs resolves it from ScrollArea's folder), never run here.
// eslint-disable-next-line no-restricted-imports
import { useMemo } from 'react';

/** One ref callback that sets every ref given; null when none is set. */
export function useMergeRefs(refs) {
  return useMemo(() => {
    if (refs.every((ref) => ref == null)) return null;
    return (value) => {
      for (const ref of refs) {
        if (typeof ref === 'function') ref(value);
        else if (ref != null) ref.current = value;
      }
    };
    // The refs themselves are the dependencies, as in floating-ui.
  }, refs);
}
