/** Which brand build this is: the same code base is built once per reseller that wants its own sign-up screen. */
export const SIGNUP_BRAND: string = process.env.SIGNUP_BRAND || 'default';
