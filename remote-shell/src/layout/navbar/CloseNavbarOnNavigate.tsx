import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Calls `onNavigate` after every route change. A component of its own, so that only it (not the whole layout) is
 * drawn again when the address changes.
 */
export function CloseNavbarOnNavigate({ onNavigate }: { onNavigate(): void }) {
  const { pathname } = useLocation();
  useEffect(() => onNavigate(), [pathname, onNavigate]);
  return null;
}
