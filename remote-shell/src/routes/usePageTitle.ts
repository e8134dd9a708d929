import { useEffect } from 'react';
import { MESSAGES } from '@erp/domain';

/** The browser tab shows 'ERP - {title}' (spec 001 §9) for the page on screen. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = MESSAGES.pageTitle(title);
  }, [title]);
}
