import { signupLayoutOf, type SignupLayout } from '@erp/domain';

/** Which brand build this is: the same code base is built once per reseller that wants its own sign-up screen. */
export const SIGNUP_BRAND: string = process.env.SIGNUP_BRAND || 'default';

/** The screen this build shows: the container it is built as decides, as the server reads it from the brand. */
export const SIGNUP_LAYOUT: SignupLayout = signupLayoutOf(SIGNUP_BRAND === 'acme' ? 'signup_acme' : 'signup');
