import {
  CACHE_TTL_MS,
  CITY_SEARCH_LIMIT,
  CLIENT_VIEW_DELAY_MS,
  DIALOG_CONFIRM_WAIT_MS,
  EMAIL_MAX_LENGTH,
  EXPORTED_REPORTS_MAX_HEIGHT,
  FEEDBACK_TOAST_DURATION_MS,
  HEADER_INIT_FALLBACK_MS,
  LOGIN_TOKEN_DELAY_MS,
  LOGOUT_REDIRECT_MS,
  NOTICE_VERSION,
  PASSWORD_MIN_LENGTH,
  REPORT_POLL_MS,
  REPORT_TOAST_DURATION_MS,
  SIGNUP_AUTOLOGIN_DELAY_MS,
  SLIDE_OUT_MS,
  SYSTEM_ID,
  TOAST_DURATION_MS,
} from './constants';

describe('constants of spec 000 §9 and 001 §9', () => {
  it('has the limits and delays of the spec', () => {
    expect([EMAIL_MAX_LENGTH, PASSWORD_MIN_LENGTH]).toEqual([50, 6]);
    expect([LOGIN_TOKEN_DELAY_MS, LOGOUT_REDIRECT_MS, SIGNUP_AUTOLOGIN_DELAY_MS, SLIDE_OUT_MS]).toEqual([
      500, 2000, 500, 500,
    ]);
    expect(CITY_SEARCH_LIMIT).toBe(10);
    expect([TOAST_DURATION_MS, REPORT_TOAST_DURATION_MS, FEEDBACK_TOAST_DURATION_MS]).toEqual([
      4000, 60000, 5000,
    ]);
    expect([REPORT_POLL_MS, HEADER_INIT_FALLBACK_MS, CLIENT_VIEW_DELAY_MS, DIALOG_CONFIRM_WAIT_MS]).toEqual([
      10000, 500, 300, 200,
    ]);
    expect(NOTICE_VERSION).toBe('1');
    expect(EXPORTED_REPORTS_MAX_HEIGHT).toBe(390);
    expect(SYSTEM_ID).toBe('novoerp');
  });

  it('caches lists and plans for a day, configurations and user data for an hour', () => {
    const day = 86_400_000;
    const hour = 3_600_000;
    expect(CACHE_TTL_MS).toEqual({
      apiList: day,
      configList: day,
      planByExternalId: day,
      configById: hour,
      configByFilter: hour,
      userInfo: hour,
      selectedBranch: hour,
    });
  });
});
