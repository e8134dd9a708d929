import { Box } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { loadedSanitizer, loadSanitizer } from './loadSanitizer';

export interface SafeHtmlProps {
  /** HTML from the brand's configuration (cover, sign-up texts); sanitised before it is shown. */
  html: string;
  className?: string;
  /** The wrapping element; a div by default. */
  component?: 'div' | 'span' | 'section';
}

/** Renders brand-provided HTML without letting it run code; nothing of it is shown before it has been sanitised. */
export function SafeHtml({ html, className, component = 'div' }: SafeHtmlProps) {
  const [sanitize, setSanitize] = useState(loadedSanitizer);
  useEffect(() => {
    if (sanitize) return;
    let mounted = true;
    // A cover that cannot be sanitised stays empty: it is decoration, the form beside it works without it.
    loadSanitizer().then(
      (loadedFn) => mounted && setSanitize(() => loadedFn),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [sanitize]);
  const clean = useMemo(() => (sanitize ? sanitize(html) : ''), [sanitize, html]);
  return <Box component={component} className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
