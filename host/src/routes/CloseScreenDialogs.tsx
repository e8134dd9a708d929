import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { closeDialogsAwayFrom } from '@erp/ui';

/** A dialog belongs to the screen that opened it: when the route changes, the dialogs of other screens close. */
export function CloseScreenDialogs(): null {
  const { pathname } = useLocation();
  useEffect(() => closeDialogsAwayFrom(pathname), [pathname]);
  return null;
}
