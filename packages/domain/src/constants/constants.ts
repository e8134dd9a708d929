// Business constants of spec 000 §9 and spec 001 §9. Times are in milliseconds.

/** Longest e-mail a form accepts. */
export const EMAIL_MAX_LENGTH = 50;
/** Shortest password a form accepts. */
export const PASSWORD_MIN_LENGTH = 6;

/** Wait between logging out the current session and logging in with a route token. */
export const LOGIN_TOKEN_DELAY_MS = 500;
/** /auth/logout goes to /auth/login after this. */
export const LOGOUT_REDIRECT_MS = 2000;
/** Wait before the automatic login after a successful sign-up. */
export const SIGNUP_AUTOLOGIN_DELAY_MS = 500;
/** Slide-out animation of 'Já tenho login'. */
export const SLIDE_OUT_MS = 500;

/** Results of the city search (Ceps/ngcidades?limit=10). */
export const CITY_SEARCH_LIMIT = 10;

/** Standard toast. */
export const TOAST_DURATION_MS = 4000;
/** Report progress and result toasts. */
export const REPORT_TOAST_DURATION_MS = 60_000;
/** Success and warning toasts. */
export const FEEDBACK_TOAST_DURATION_MS = 5000;
/** The second toast service shows at most this many toasts; its error toasts stay until closed. */
export const MAX_VISIBLE_TOASTS = 2;

/** Fallback check for a finished report file. */
export const REPORT_POLL_MS = 10_000;
/** Header initialisation fallback. */
export const HEADER_INIT_FALLBACK_MS = 500;
/** Delay before navigating when leaving the administrative panel for the client view. */
export const CLIENT_VIEW_DELAY_MS = 300;
/** Dialog confirmations wait this long before running their action. */
export const DIALOG_CONFIRM_WAIT_MS = 200;

/** Version flag under which the what's-new notice is remembered in local storage. */
export const NOTICE_VERSION = '1';
/** Max height in px of the exported-reports modal list. */
export const EXPORTED_REPORTS_MAX_HEIGHT = 390;
/** Widths in px of the download grid columns. */
export const REPORT_DOWNLOAD_COLUMN_WIDTHS: readonly number[] = [100, 110, 140, 120];

/** Fixed value of the system header of every API call, and the `sistema` of getUserInfo. */
export const SYSTEM_ID = 'novoerp';

/** Currency of every amount. */
export const CURRENCY = 'BRL';
/** Locale of the data grids. */
export const GRID_LOCALE = 'pt-BR';
/** Locale of the application. */
export const APP_LOCALE = 'pt-PT';

/** A stock transfer needs at least this many stock locations. */
export const MIN_STOCK_LOCATIONS_FOR_TRANSFER = 2;

/**
 * How many favourites a user may keep. The spec says a limit exists without its value; 10 fits the
 * header strip on a medium screen.
 */
export const FAVORITES_LIMIT = 10;

/** Contact type and country of the external CRM records. */
export const CRM_CONTACT_TYPE = { EMPRESA: 1, PESSOA: 2 } as const;
export const CRM_COUNTRY_BRAZIL = 76;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Cache lifetimes of the cached calls (spec 000 §9, 001 §7). */
export const CACHE_TTL_MS = {
  apiList: DAY_MS,
  configList: DAY_MS,
  planByExternalId: DAY_MS,
  configById: HOUR_MS,
  configByFilter: HOUR_MS,
  userInfo: HOUR_MS,
  selectedBranch: HOUR_MS,
} as const;

/** Where the session token and user info are kept. */
export type StorageType = 'local' | 'session';
