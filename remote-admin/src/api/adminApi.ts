import {
  AdminDashboardSchema,
  AdminWhiteLabelSchema,
  BrandUploadSchema,
  ClientViewSchema,
  CountSchema,
  GeneralAlertResultSchema,
  RenamedUserSchema,
  UsuarioWhiteLabelListSchema,
  UsuarioWhiteLabelSchema,
  getApi,
  type AdminWhiteLabelUpdate,
} from '@erp/api-client';
import type { AdminDashboard, AdminWhiteLabel, AlertaTipo, BrandUser } from '@erp/domain';

/** What the users list asks for: a search text, a page and, optionally, only active or blocked users. */
export interface BrandUsersQuery {
  busca: string;
  skip: number;
  limit: number;
  ativo?: boolean;
}

/** An alert for every user of the brand, or of one company when `empresaId` is given. */
export interface GeneralAlert {
  tipo: AlertaTipo;
  texto: string;
  link: string | null;
  empresaId?: number;
  idConfig: number;
}

/**
 * The administration calls of issue 19's contract used by this remote, each answer parsed by api-client's schemas
 * (the remotes panel uses api-client's own release calls).
 */
export const adminApi = {
  /** `POST ConfigWhiteLabels/dashboard`. */
  dashboard: (idConfig: number): Promise<AdminDashboard> =>
    getApi().post('ConfigWhiteLabels/dashboard', { idConfig }, AdminDashboardSchema),
  /** `GET ConfigWhiteLabels/:idConfig/admin`. */
  whiteLabel: (idConfig: number): Promise<AdminWhiteLabel> =>
    getApi().get(`ConfigWhiteLabels/${idConfig}/admin`, AdminWhiteLabelSchema),
  /** `PUT ConfigWhiteLabels/:idConfig`: the fields named change, the rest stay. */
  saveWhiteLabel: (idConfig: number, changes: AdminWhiteLabelUpdate): Promise<AdminWhiteLabel> =>
    getApi().put(`ConfigWhiteLabels/${idConfig}`, changes, AdminWhiteLabelSchema),
  /** `POST ConfigWhiteLabels/upload` (multipart): the brand's logo or favicon. */
  upload(idConfig: number, tipo: 'logo' | 'favicon', arquivo: File): Promise<{ url: string }> {
    const form = new FormData();
    form.set('idConfig', String(idConfig));
    form.set('tipo', tipo);
    form.set('arquivo', arquivo, arquivo.name);
    return getApi().post('ConfigWhiteLabels/upload', form, BrandUploadSchema);
  },
  /** `POST Alertas/geral`: answers how many users received the alert. */
  sendGeneralAlert: async (alert: GeneralAlert): Promise<number> =>
    (await getApi().post('Alertas/geral', alert, GeneralAlertResultSchema)).count,
  /** `GET Usuarios/usuarios-whitelabel/:idConfig?params=`: one page of the brand's users, by name. */
  brandUsers: (idConfig: number, params: BrandUsersQuery): Promise<BrandUser[]> =>
    getApi().get(`Usuarios/usuarios-whitelabel/${idConfig}`, UsuarioWhiteLabelListSchema, {
      query: { params },
    }),
  /** `GET Usuarios/count?where=`: how many users the same search finds. */
  countBrandUsers: async (idConfig: number, busca: string, ativo?: boolean): Promise<number> =>
    (await getApi().get('Usuarios/count', CountSchema, { query: { where: { idConfig, busca, ativo } } }))
      .count,
  /** `PUT Usuarios/:id/ativo`: blocking also ends the user's sessions. */
  setUserActive: (id: number, ativo: boolean): Promise<BrandUser> =>
    getApi().put(`Usuarios/${id}/ativo`, { ativo }, UsuarioWhiteLabelSchema),
  /** `PUT Usuarios/:id` with the new name. */
  renameUser: (id: number, nome: string): Promise<{ id: number; nome: string }> =>
    getApi().put(`Usuarios/${id}`, { nome }, RenamedUserSchema),
  /** `POST Usuarios/:id/reenviarPrimeiroAcesso`: a new first-access e-mail; older links stop working. */
  resendFirstAccess: (id: number): Promise<void> =>
    getApi().send('POST', `Usuarios/${id}/reenviarPrimeiroAcesso`),
  /** `POST Admin/visao-cliente`: a read-only session token bound to the company. */
  openClientView: async (empresaId: number): Promise<string> =>
    (await getApi().post('Admin/visao-cliente', { empresaId }, ClientViewSchema)).token,
};
