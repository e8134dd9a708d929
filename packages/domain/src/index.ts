export * from './entities';
export { PermissionLevel } from './permissions/permissionLevel';
export { THEMES, themeColor, type ThemeName } from './themes/themes';

// Documents and masks
export {
  normalizeDocument,
  documentKind,
  onlyDigits,
  type DocumentKind,
} from './documents/normalizeDocument';
export { isValidCpf, isValidCnpj, isValidCpfCnpj } from './documents/validateDocuments';
export { cpfCheckDigits, cnpjCheckDigits } from './documents/checkDigits';
export { applyPattern } from './masks/applyPattern';
export { maskCpf, maskCnpj, maskCpfCnpj, CPF_MASK, CNPJ_MASK } from './masks/maskDocument';
export { maskPhone, PHONE_MASK, PHONE_MASK_11 } from './masks/maskPhone';

// Formats
export { formatBRL, parseBRL, BRL_PREFIX } from './formats/currency';
export { formatBoletoLine } from './formats/boleto';
export {
  formatDate,
  formatDateTime,
  formatDayTitle,
  saoPauloParts,
  TIME_ZONE,
  type DateInput,
} from './formats/dates';
export {
  addDays,
  lastSaoPauloDays,
  saoPauloDate,
  saoPauloDayRange,
  saoPauloInstant,
  saoPauloWallClock,
  weekDay,
} from './formats/saoPauloCalendar';
// Display and pricing rules of spec 001 §3/§9 that the product screens to come (categories, products) apply.
export { hierarchyPath, HIERARCHY_SEPARATOR, type HierarchyNode } from './formats/hierarchy';
export { padNcm } from './formats/ncm';
export { totalFromMargin, totalFromMarkup } from './formats/pricing';

// The main area's business lists (page ↔ API resource)
export { LIST_PAGES, LIST_MAX_PAGE_SIZE, listOfPage, type ListName } from './lists/listPages';

// Reference lists and enumerations
export { toOptions, labelOf, type Option } from './reference/options';
export { StockMovementType, STOCK_MOVEMENT_TYPE_LABELS } from './reference/stock';
export {
  PartyType,
  PARTY_TYPE_LABELS,
  PersonDocumentModel,
  PERSON_DOCUMENT_MODEL_LABELS,
  DocumentFormat,
  ContributorType,
  CONTRIBUTOR_TYPE_LABELS,
} from './reference/parties';
export {
  DocumentOperation,
  DOCUMENT_OPERATION_LABELS,
  FiscalModel,
  FISCAL_MODEL_LABELS,
  DocumentPurpose,
  DOCUMENT_PURPOSE_LABELS,
  EmissionType,
  EMISSION_TYPE_LABELS,
  PrintLayout,
  PRINT_LAYOUT_LABELS,
  OperationDestination,
  OPERATION_DESTINATION_LABELS,
  AttendanceType,
  ATTENDANCE_TYPE_LABELS,
  FreightType,
  FREIGHT_TYPE_LABELS,
  FREIGHT_TYPES_VERSION_400_ONLY,
  TaxSituation,
  TAX_SITUATION_LABELS,
} from './reference/nfe';
export {
  CompanyRegime,
  COMPANY_REGIME_LABELS,
  SIGNUP_REGIMES,
  SIGNUP_REGIME_OPTIONS,
  DEFAULT_REGIME,
  NfeRegime,
  NFE_REGIME_LABELS,
  nfeRegimeFromCompanyRegime,
  ProductRegime,
  PRODUCT_REGIME_LABELS,
  MunicipalTaxation,
  MUNICIPAL_TAXATION_LABELS,
} from './reference/regimes';
export {
  BusinessSegment,
  BUSINESS_SEGMENT_LABELS,
  ExternalSystem,
  EXTERNAL_SYSTEM_LABELS,
  ReportType,
  REPORT_TYPE_LABELS,
  ReportFormat,
  JobStatus,
  JOB_STATUS_LABELS,
  JOB_STATUS_COLORS,
} from './reference/business';
export {
  ProductType,
  PRODUCT_TYPE_LABELS,
  ProductOrigin,
  PRODUCT_ORIGIN_LABELS,
  ICMS_RATES,
} from './reference/products';
export { PAYMENT_FORMS, CARD_BRANDS, type PaymentForm } from './reference/payments';
export { STATES, findState, type State } from './reference/states';
export {
  WeekDay,
  WEEK_DAY_LABELS,
  Month,
  MONTH_LABELS,
  DAYS_OF_MONTH,
  Interval,
  INTERVAL_LABELS,
} from './reference/calendar';
export {
  IntegralOrderStatus,
  INTEGRAL_ORDER_STATUS_LABELS,
  LooseOrderStatus,
  LOOSE_ORDER_STATUS_LABELS,
} from './reference/orders';
export {
  AccountType,
  ACCOUNT_TYPE_LABELS,
  AccountingNature,
  ACCOUNTING_NATURE_LABELS,
  AccountingAccountType,
  ACCOUNTING_ACCOUNT_TYPE_LABELS,
  DebitCredit,
  DEBIT_CREDIT_LABELS,
} from './reference/accounting';
export { VARIATION_PRESETS, type VariationPreset } from './reference/variations';

// Permissions and subscription
export {
  hasPermission,
  hasFullAccess,
  PERMISSION_LEVEL_LABELS,
  type PermissionSubject,
} from './permissions/hasPermission';
export {
  PERMISSION_KEYS,
  isPermissionKey,
  allPermissions,
  permissionsFromRows,
  type PermissionKey,
} from './permissions/permissionKeys';
export {
  subscriptionState,
  daysUntil,
  isIndefiniteTrial,
  TRIAL_THRESHOLD_DAYS,
  type SubscriptionState,
} from './subscription/subscriptionState';

// Menus (spec 001 §6)
export { MENU_CATALOGUE } from './menu/catalogue/catalogue';
export { SPECIAL_MENU_KEYS, type SpecialMenuKey } from './menu/catalogue/specialKeys';
export { buildMenus } from './menu/buildMenus';
export { demoModules } from './menu/demoModules';
export { CHARGE_STATUS_COLOR } from './subscription/chargeStatusColor';
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
export { FAVORITE_MESSAGES, MENU_TITLES } from './messages/menuMessages';
export {
  ADMIN_FORBIDDEN,
  ADMIN_MESSAGES,
  AVANCO_FORBIDDEN,
  CLIENT_VIEW_READ_ONLY,
} from './messages/adminMessages';
export { FIELD_ERROR_MESSAGES } from './messages/validationMessages';
export { type SignupFailureField } from './messages/signupMessages';
export { readErrorMessage, type ErrorKind, type ErrorReading } from './errors/readErrorMessage';
export {
  validateRequired,
  validateEmail,
  validatePassword,
  validateMatch,
  validateCpfCnpj,
  normalizeEmail,
  isHttpUrl,
  type ValidationResult,
  type EmailMessageVariant,
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
  PASSWORD_MIN_LENGTH,
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
  HEADER_INIT_FALLBACK_MS,
  CLIENT_VIEW_DELAY_MS,
  DIALOG_CONFIRM_WAIT_MS,
  NOTICE_VERSION,
  EXPORTED_REPORTS_MAX_HEIGHT,
  REPORT_DOWNLOAD_COLUMN_WIDTHS,
  SYSTEM_ID,
  CURRENCY,
  GRID_LOCALE,
  APP_LOCALE,
  MIN_STOCK_LOCATIONS_FOR_TRANSFER,
  FAVORITES_LIMIT,
  CRM_CONTACT_TYPE,
  CRM_COUNTRY_BRAZIL,
  CACHE_TTL_MS,
  type StorageType,
} from './constants/constants';
export { MOUNTS, routeTo, hashOf, linkTo, landingRoute, type HashPath } from './routes/routes';
export { servedFileUrl } from './routes/servedFileUrl';
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
