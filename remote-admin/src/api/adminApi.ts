import {
  countBrandUsers,
  getAdminWhiteLabel,
  getApi,
  getBrandDashboard,
  listBrandUsers,
  openClientView,
  renameUser,
  resendFirstAccess,
  sendGeneralAlert,
  setBrandUserActive,
  updateWhiteLabel,
  uploadBrandImage,
  type AdminWhiteLabelUpdate,
  type BrandUsersParams,
  type GeneralAlertInput,
} from '@erp/api-client';
import { servedFileUrl, type AdminDashboard, type AdminWhiteLabel, type BrandUser } from '@erp/domain';

/**
 * The brand administration calls of api-client bound to the process-wide client, so the screens (and their tests'
 * fake server) go through the one client the host configured.
 */
export const adminApi = {
  dashboard: (idConfig: number): Promise<AdminDashboard> => getBrandDashboard(getApi(), idConfig),
  whiteLabel: (idConfig: number): Promise<AdminWhiteLabel> => getAdminWhiteLabel(getApi(), idConfig),
  saveWhiteLabel: (idConfig: number, changes: AdminWhiteLabelUpdate): Promise<AdminWhiteLabel> =>
    updateWhiteLabel(getApi(), idConfig, changes),
  upload: (idConfig: number, tipo: 'logo' | 'favicon', arquivo: File): Promise<{ url: string }> =>
    uploadBrandImage(getApi(), idConfig, tipo, arquivo),
  /** A stored logo or favicon (`/assets/...`) as the browser finds it: on the API's origin. */
  imageUrl: (stored: string): string => servedFileUrl(stored, getApi().endpoint),
  sendGeneralAlert: (alert: GeneralAlertInput): Promise<number> => sendGeneralAlert(getApi(), alert),
  brandUsers: (idConfig: number, params: BrandUsersParams): Promise<BrandUser[]> =>
    listBrandUsers(getApi(), idConfig, params),
  countBrandUsers: (idConfig: number, busca: string, ativo?: boolean): Promise<number> =>
    countBrandUsers(getApi(), { idConfig, busca, ...(ativo === undefined ? {} : { ativo }) }),
  setUserActive: (id: number, ativo: boolean): Promise<BrandUser> => setBrandUserActive(getApi(), id, ativo),
  renameUser: (id: number, nome: string): Promise<{ id: number; nome: string }> =>
    renameUser(getApi(), id, nome),
  resendFirstAccess: (id: number): Promise<void> => resendFirstAccess(getApi(), id),
  openClientView: (empresaId: number): Promise<string> => openClientView(getApi(), empresaId),
};
