import { hasPermission, MESSAGES, PermissionLevel } from '@erp/domain';
import { and, eq, type SQL } from 'drizzle-orm';
import type { SessionUser } from '../../auth/sessions';
import type { Database } from '../../db/database';
import { relatorios, usuarios } from '../../db/schema';
import { HttpError } from '../../http/httpError';
import { effectivePermissions } from '../usuarios/userInfo';

/** Who is looking at exported reports, and how far they see. */
export interface ReportViewer {
  userId: number;
  empresaId: number;
  /** Company administrators (and the product's staff) see every report of the company; others only their own. */
  seesCompany: boolean;
}

/** The caller as a report viewer; 403 without at least view permission on `relatorios`. */
export async function reportViewer(db: Database, session: SessionUser): Promise<ReportViewer> {
  const [user] = await db.select().from(usuarios).where(eq(usuarios.id, session.userId)).limit(1);
  if (!user) throw new HttpError(403, MESSAGES.reports.forbidden);
  const permissoes = await effectivePermissions(db, user);
  if (!hasPermission({ ...user, permissoes }, 'relatorios', PermissionLevel.VIEW)) {
    throw new HttpError(403, MESSAGES.reports.forbidden);
  }
  return {
    userId: user.id,
    empresaId: session.empresaId,
    seesCompany: user.perfilAdmin || user.master || user.isAvanco,
  };
}

/** The rows a viewer may list, download and delete: never another company's. */
export function visibleTo(viewer: ReportViewer): SQL {
  const company = eq(relatorios.empresaId, viewer.empresaId);
  return viewer.seesCompany ? company : (and(company, eq(relatorios.usuarioId, viewer.userId)) as SQL);
}
