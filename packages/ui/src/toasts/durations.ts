import {
  FEEDBACK_TOAST_DURATION_MS,
  MAX_VISIBLE_TOASTS,
  REPORT_TOAST_DURATION_MS,
  TOAST_DURATION_MS,
} from '@erp/domain';

/** Toast lifetimes in ms (spec 001 §9). */
export const TOAST_DURATION = {
  standard: TOAST_DURATION_MS,
  success: FEEDBACK_TOAST_DURATION_MS,
  warning: FEEDBACK_TOAST_DURATION_MS,
  report: REPORT_TOAST_DURATION_MS,
} as const;

/** At most this many error toasts show at once; the rest wait in a queue (spec 001 §9, "second toast service"). */
export const ERROR_TOAST_LIMIT = MAX_VISIBLE_TOASTS;
/** The standard toasts stack up to this many (the spec sets no limit for them). */
export const STANDARD_TOAST_LIMIT = 5;

/**
 * A toast pauses while the pointer is over it (time to read it), but a pointer left resting there (a toast that
 * opened under it) must not keep it forever: it closes at the latest after this many times its own duration.
 */
export const HOVER_PAUSE_LIMIT = 2;
