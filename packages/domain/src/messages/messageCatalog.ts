// Every Portuguese text of both spec documents, grouped by area: the members of `MESSAGES` (messages.ts). Each group
// is a re-export, not a property of one object literal, so that the bundler sees which groups an app reads
// (`MESSAGES.login.submit` uses the `login` export only) and leaves the others out: the login route does not carry
// the administration area's texts.
export { pageTitle } from './appMessages';
export { HTTP_MESSAGES as http, API_FIELD_MESSAGES as apiFields } from './httpMessages';
export {
  VALIDATION_MESSAGES as validation,
  FIELD_ERROR_MESSAGES as fieldErrors,
  QUERY_MESSAGES as query,
} from './validationMessages';
export {
  AUTH_FIELD_MESSAGES as authFields,
  LOGIN_MESSAGES as login,
  RECOVERY_MESSAGES as recovery,
  RESET_MESSAGES as reset,
} from './authMessages';
export { SIGNUP_MESSAGES as signup } from './signupMessages';
export {
  FIRST_ACCESS_MESSAGES as firstAccess,
  MY_ACCOUNT_MESSAGES as myAccount,
  SISTEMA_PARAM_MESSAGES as sistemaParam,
  PASSWORD_CHANGE_MESSAGES as passwordChange,
  RECOVERY_EMAIL_MESSAGES as recoveryEmail,
  UNAVAILABLE_MESSAGES as unavailable,
  UPLOAD_MESSAGES as uploads,
} from './accountMessages';
export {
  NOTICE_MESSAGES as notice,
  ERROR_MESSAGES as errors,
  DIALOG_MESSAGES as dialogs,
  PAGINATION_MESSAGES as pagination,
  EMPTY_MESSAGES as empty,
  REPORT_MESSAGES as reports,
} from './appMessages';
export { FAVORITE_MESSAGES as favorites } from './menuMessages';
export { ADMIN_AREA_MESSAGES as admin } from './adminAreaMessages';
export { SESSION_MESSAGES as session, DOWNLOAD_MESSAGES as downloads } from './sessionMessages';
export {
  BILLING_MESSAGES as billing,
  CHARGE_SCREEN_MESSAGES as charges,
  PLAN_MESSAGES as plans,
} from './billingMessages';
export { CHART_MESSAGES as chart } from './chartMessages';
export { LIST_MESSAGES as lists } from './listMessages';
export { ALERT_MESSAGES as alerts } from './alertMessages';
export { NOT_FOUND_MESSAGES as notFound } from './recordMessages';
export { LOCALIDADE_MESSAGES as localidades } from './localidadeMessages';
export { RELEASE_MESSAGES as releases } from './releaseMessages';
export { CONTRACT_MESSAGES as contract } from './contractMessages';
