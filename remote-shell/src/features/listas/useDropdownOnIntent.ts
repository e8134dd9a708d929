import { useCallback, useState } from 'react';

/**
 * A Mantine select's dropdown kept in the page while closed (Mantine's default) only from the first sign that it is
 * about to be used: the pointer over it or the focus on it. Until then it is not mounted: a closed dropdown is still
 * positioned by floating-ui once mounted (a forced style recalculation and layout per select, the heaviest function of
 * a list's first page at CPU x4). Mounted before the key or click that opens it, so the keyboard's first ArrowDown
 * finds the options in the page (Mantine looks them up there), as with the default. Spread into the select's props.
 */
export function useDropdownOnIntent() {
  const [keepMounted, setKeepMounted] = useState(false);
  const arm = useCallback(() => setKeepMounted(true), []);
  return { comboboxProps: { keepMounted }, onPointerEnter: arm, onFocus: arm };
}
