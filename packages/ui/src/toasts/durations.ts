/** Toast lifetimes in ms (spec 001 §9). */
export const TOAST_DURATION = {
  standard: 4000,
  success: 5000,
  warning: 5000,
  report: 60_000,
} as const;

/** At most this many error toasts show at once; the rest wait in a queue (spec 001 §9, "second toast service"). */
export const ERROR_TOAST_LIMIT = 2;
/** The standard toasts stack up to this many. */
export const STANDARD_TOAST_LIMIT = 5;
