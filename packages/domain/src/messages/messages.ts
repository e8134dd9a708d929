import {
  DIALOG_MESSAGES,
  EMPTY_MESSAGES,
  ERROR_MESSAGES,
  NOTICE_MESSAGES,
  pageTitle,
  REPORT_MESSAGES,
} from './appMessages';
import { FAVORITE_MESSAGES, MENU_TITLES } from './menuMessages';
import {
  FIRST_ACCESS_MESSAGES,
  PASSWORD_CHANGE_MESSAGES,
  RECOVERY_EMAIL_MESSAGES,
  UNAVAILABLE_MESSAGES,
} from './accountMessages';
import { AUTH_FIELD_MESSAGES, LOGIN_MESSAGES, RECOVERY_MESSAGES, RESET_MESSAGES } from './authMessages';
import { ADMIN_SCREEN_MESSAGES } from './adminScreenMessages';
import { ADMIN_TOOL_MESSAGES } from './adminToolMessages';
import { SIGNUP_MESSAGES } from './signupMessages';
import { FIELD_ERROR_MESSAGES, VALIDATION_MESSAGES } from './validationMessages';

/** Every Portuguese text of both spec documents, grouped by area. */
export const MESSAGES = {
  pageTitle,
  validation: VALIDATION_MESSAGES,
  fieldErrors: FIELD_ERROR_MESSAGES,
  authFields: AUTH_FIELD_MESSAGES,
  login: LOGIN_MESSAGES,
  recovery: RECOVERY_MESSAGES,
  reset: RESET_MESSAGES,
  signup: SIGNUP_MESSAGES,
  firstAccess: FIRST_ACCESS_MESSAGES,
  passwordChange: PASSWORD_CHANGE_MESSAGES,
  recoveryEmail: RECOVERY_EMAIL_MESSAGES,
  unavailable: UNAVAILABLE_MESSAGES,
  notice: NOTICE_MESSAGES,
  errors: ERROR_MESSAGES,
  dialogs: DIALOG_MESSAGES,
  empty: EMPTY_MESSAGES,
  reports: REPORT_MESSAGES,
  favorites: FAVORITE_MESSAGES,
  menu: MENU_TITLES,
  admin: { ...ADMIN_SCREEN_MESSAGES, ...ADMIN_TOOL_MESSAGES },
} as const;
