import type { AdminDashboard, AdminWhiteLabel, AlertaTipo, BrandUser } from '@erp/domain';
import type { ApiClient } from '../apiClient';
import { CountSchema } from '../schemas/relatorios';
import { AdminDashboardSchema } from './adminDashboard';
import { AdminWhiteLabelSchema, BrandUploadSchema, type AdminWhiteLabelUpdate } from './adminWhiteLabel';
import {
  ClientViewSchema,
  GeneralAlertResultSchema,
  RenamedUserSchema,
  UsuarioWhiteLabelListSchema,
  UsuarioWhiteLabelSchema,
} from './usuariosWhiteLabel';

// Typed calls of the brand administration API (contract section S1) that remote-admin's dashboard, white label,
// notifications and users screens make; each answer is parsed by this folder's schemas.

/** What a page of the brand's users asks for; `ativo` left out lists active and blocked users. */
export interface BrandUsersParams {
  busca: string;
  skip: number;
  limit: number;
  ativo?: boolean;
}

/** An alert for every user of the brand, or of one company when `empresaId` is given. */
export interface GeneralAlertInput {
  tipo: AlertaTipo;
  texto: string;
  link: string | null;
  idConfig: number;
  empresaId?: number;
}

/** `POST ConfigWhiteLabels/dashboard`: the brand's figures and 30 days of sign-ups. */
export function getBrandDashboard(api: ApiClient, idConfig: number): Promise<AdminDashboard> {
  return api.post('ConfigWhiteLabels/dashboard', { idConfig }, AdminDashboardSchema);
}

/** `GET ConfigWhiteLabels/:idConfig/admin`: the brand as its administrators edit it (never the CRM token). */
export function getAdminWhiteLabel(api: ApiClient, idConfig: number): Promise<AdminWhiteLabel> {
  return api.get(`ConfigWhiteLabels/${idConfig}/admin`, AdminWhiteLabelSchema);
}

/** `PUT ConfigWhiteLabels/:idConfig`: the fields named change, the rest stay; answers the saved brand. */
export function updateWhiteLabel(
  api: ApiClient,
  idConfig: number,
  changes: AdminWhiteLabelUpdate,
): Promise<AdminWhiteLabel> {
  return api.put(`ConfigWhiteLabels/${idConfig}`, changes, AdminWhiteLabelSchema);
}

/** `POST ConfigWhiteLabels/upload` (multipart `idConfig`, `tipo`, `arquivo`): where the stored image is served. */
export function uploadBrandImage(
  api: ApiClient,
  idConfig: number,
  tipo: 'logo' | 'favicon',
  arquivo: File,
): Promise<{ url: string }> {
  const form = new FormData();
  form.set('idConfig', String(idConfig));
  form.set('tipo', tipo);
  form.set('arquivo', arquivo, arquivo.name);
  return api.post('ConfigWhiteLabels/upload', form, BrandUploadSchema);
}

/** `GET Usuarios/usuarios-whitelabel/:idConfig?params=`: one page of the brand's users, by name. */
export function listBrandUsers(
  api: ApiClient,
  idConfig: number,
  params: BrandUsersParams,
): Promise<BrandUser[]> {
  return api.get(`Usuarios/usuarios-whitelabel/${idConfig}`, UsuarioWhiteLabelListSchema, {
    query: { params },
  });
}

/** `GET Usuarios/count?where=`: how many users the same search finds. */
export async function countBrandUsers(
  api: ApiClient,
  where: { idConfig: number; busca: string; ativo?: boolean },
): Promise<number> {
  return (await api.get('Usuarios/count', CountSchema, { query: { where } })).count;
}

/** `PUT Usuarios/:id/ativo`: blocking also ends the user's sessions; answers the user's row. */
export function setBrandUserActive(api: ApiClient, id: number, ativo: boolean): Promise<BrandUser> {
  return api.put(`Usuarios/${id}/ativo`, { ativo }, UsuarioWhiteLabelSchema);
}

/** `PUT Usuarios/:id` with a corrected name. */
export function renameUser(api: ApiClient, id: number, nome: string): Promise<{ id: number; nome: string }> {
  return api.put(`Usuarios/${id}`, { nome }, RenamedUserSchema);
}

/** `POST Usuarios/:id/reenviarPrimeiroAcesso`: a new first-access e-mail; older links stop working. */
export function resendFirstAccess(api: ApiClient, id: number): Promise<void> {
  return api.send('POST', `Usuarios/${id}/reenviarPrimeiroAcesso`);
}

/** `POST Admin/visao-cliente`: a read-only session token of the administrator bound to the company. */
export async function openClientView(api: ApiClient, empresaId: number): Promise<string> {
  return (await api.post('Admin/visao-cliente', { empresaId }, ClientViewSchema)).token;
}

/**
 * `POST Admin/visao-cliente/sair` with the view's own token: the server ends that session when the administrator goes
 * back to the panel, so the token is worth nothing afterwards. Sent with the view's token explicitly, so a view that
 * had already ended (401) does not sign the administrator out.
 */
export function closeClientView(api: ApiClient, viewToken: string): Promise<void> {
  return api.send('POST', 'Admin/visao-cliente/sair', undefined, { token: viewToken });
}

/** `POST Alertas/geral`: answers how many users received the alert. */
export async function sendGeneralAlert(api: ApiClient, alert: GeneralAlertInput): Promise<number> {
  return (await api.post('Alertas/geral', alert, GeneralAlertResultSchema)).count;
}
