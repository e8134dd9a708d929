import { Box } from '@mantine/core';
import { useMemo } from 'react';
import { sanitizeHtml } from './sanitizeHtml';

export interface SafeHtmlProps {
  /** HTML from the brand's configuration (cover, sign-up texts); sanitised before it is shown. */
  html: string;
  className?: string;
  /** The wrapping element; a div by default. */
  component?: 'div' | 'span' | 'section';
}

/** Renders brand-provided HTML without letting it run code. */
export function SafeHtml({ html, className, component = 'div' }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Box component={component} className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
