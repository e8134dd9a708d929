// What other server modules use of the administration area: the guard's route flag and caller, the brand check and
// the audit log (releases record their activations through `recordAudit`).
export { adminOf, type AdminUser } from './adminGuard';
export { brandForAdmin } from './brandAccess';
export { recordAudit } from './audit';
