import type { CSSProperties } from 'react';

// Plain styles, not Mantine: the banner is drawn above every area, before and after sign-in, and must not pull more of
// the shared UI packages onto the login route than its own chunk.

/** The look of one line of the banner, shared with the panel below it. */
export const OVERRIDE_BAR: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 8,
  padding: '4px 12px',
  font: '13px/1.4 system-ui, sans-serif',
  color: '#1a1b1e',
};
