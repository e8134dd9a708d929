export * from './entities';
export { PermissionLevel } from './permissions/permissionLevel';
export { THEMES, themeColor, type ThemeName } from './themes/themes';

// Documents and masks
export { normalizeDocument, onlyDigits } from './documents/normalizeDocument';
export { cpfCheckDigits, cnpjCheckDigits } from './documents/checkDigits';
export { maskCpf, maskCnpj, maskCpfCnpj } from './masks/maskDocument';
export { maskPhone } from './masks/maskPhone';

// Formats
export { formatBRL } from './formats/currency';
export { formatDate, formatDateTime, formatDayTitle, saoPauloParts, TIME_ZONE } from './formats/dates';

// Reference lists and enumerations
export { toOptions } from './reference/options';
export { StockMovementType } from './reference/stock';
export { PartyType, PersonDocumentModel } from './reference/parties';
export { FiscalModel } from './reference/nfe';
export { CompanyRegime, SIGNUP_REGIME_OPTIONS, DEFAULT_REGIME } from './reference/regimes';
export {
  BusinessSegment,
  BUSINESS_SEGMENT_LABELS,
  ExternalSystem,
  ReportType,
  REPORT_TYPE_LABELS,
  ReportFormat,
  JobStatus,
  JOB_STATUS_LABELS,
  JOB_STATUS_COLORS,
} from './reference/business';
export { ProductType } from './reference/products';
export { PAYMENT_FORMS } from './reference/payments';
export { type State } from './reference/states';

// Permissions and subscription
export {
  PERMISSION_KEYS,
  isPermissionKey,
  allPermissions,
  permissionsFromRows,
  type PermissionKey,
} from './permissions/permissionKeys';

export { subscriptionState, daysUntil, type SubscriptionState } from './subscription/subscriptionState';

// Menus (spec 001 §6)
export { MENU_CATALOGUE } from './menu/catalogue/catalogue';

export { SPECIAL_MENU_KEYS, type SpecialMenuKey } from './menu/catalogue/specialKeys';

export { buildMenus } from './menu/buildMenus';

export { ACCOUNTANT_MENU_IDS, ACCOUNTANT_LANDING, accountantLanding } from './menu/accountantMenu';

export {
  findMenuEntry,
  findMenuItemById,
  menuTrail,
  menuPageTitle,
  normalizeMenuPath,
} from './menu/findMenuEntry';

export { flattenMenu, type MenuTrailItem } from './menu/menuTree';

export { isPathAllowed } from './menu/routeGuard';

export {
  FAVORITOS_LIMITE,
  DEFAULT_FAVORITE_IDS,
  favoritableEntry,
  defaultFavorites,
  checkFavoriteAdd,
  checkFavoriteRemove,
  type FavoriteVerdict,
} from './menu/favorites';

export type { MenuItem, MenuLink, MenuAction, MenuRequirement, MenuContext, Menus } from './menu/menuTypes';

// Messages, errors and validation
export { MESSAGES } from './messages/messages';
export { FAVORITE_MESSAGES } from './messages/menuMessages';
export { type SignupFailureField } from './messages/signupMessages';

export { readErrorMessage } from './errors/readErrorMessage';
export {
  validateRequired,
  validateEmail,
  validatePassword,
  validateMatch,
  normalizeEmail,
} from './validation/validators';
export { decodeIndicante, type Indicante } from './signup/decodeIndicante';

export {
  signupDisplay,
  signupFields,
  signupLayoutOf,
  signupSteps,
  type SignupDisplay,
  type SignupField,
  type SignupLayout,
} from './signup/signupFields';

export {
  firstSignupFailure,
  signupFieldError,
  signupFieldErrors,
  SIGNUP_NAME_MAX_LENGTH,
  type SignupFailure,
  type SignupValues,
} from './signup/signupRules';

export {
  SIGNUP_EXTRA_FIELDS,
  SIGNUP_EXTRA_MAX_LENGTH,
  SIGNUP_REFERRAL_MAX_LENGTH,
  type SignupExtraField,
  type SignupRequest,
  type SignupResponse,
} from './signup/signupRequest';

// Constants and routes
export {
  EMAIL_MAX_LENGTH,
  LOGIN_TOKEN_DELAY_MS,
  LOGOUT_REDIRECT_MS,
  SIGNUP_AUTOLOGIN_DELAY_MS,
  SLIDE_OUT_MS,
  CITY_SEARCH_LIMIT,
  TOAST_DURATION_MS,
  REPORT_TOAST_DURATION_MS,
  FEEDBACK_TOAST_DURATION_MS,
  MAX_VISIBLE_TOASTS,
  REPORT_POLL_MS,
  EXPORTED_REPORTS_MAX_HEIGHT,
  REPORT_DOWNLOAD_COLUMN_WIDTHS,
  HEADER_INIT_FALLBACK_MS,
  CLIENT_VIEW_DELAY_MS,
  DIALOG_CONFIRM_WAIT_MS,
  NOTICE_VERSION,
  SYSTEM_ID,
  CRM_CONTACT_TYPE,
  CRM_COUNTRY_BRAZIL,
  CACHE_TTL_MS,
  type StorageType,
} from './constants/constants';
export { MOUNTS, routeTo, hashOf, linkTo, landingRoute, type HashPath } from './routes/routes';

export { markModuleInstance } from './runtime/markModuleInstance';

// Exported reports (spec 001 §2, §4)
export {
  REPORT_KINDS,
  REPORT_KIND_IDS,
  REPORT_MAX_PERIOD_DAYS,
  FINANCIAL_REPORT_STATUSES,
  reportKindOf,
  type ReportKind,
  type ReportKindId,
  type ReportFilterName,
  type ReportFilters,
  type FinancialReportStatus,
} from './reports/reportKinds';
