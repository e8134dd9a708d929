import { landingRoute as domainLandingRoute } from '@erp/domain';

/** Absolute hash route a freshly signed-in user lands on: isAvanco and master users go to the admin area. */
export function landingRoute(user: { isAvanco: boolean; master: boolean }): string {
  return `/${domainLandingRoute(user)}`;
}
