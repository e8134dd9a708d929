import { AvatarUploadSchema, getApi } from '@erp/api-client';
import { sessionStore } from '@erp/session';
import { showApiError, toasts } from '@erp/ui';
import { MINHA_CONTA_TEXTS } from './minhaContaTexts';
import type { PasswordValues } from './PasswordForm';

/** What the profile form sends: the name and, when a new photo was chosen, its file. */
export interface ProfileValues {
  nome: string;
  /** A new avatar image; null keeps the current one. */
  arquivo: File | null;
}

/** The my-account page's calls: profile (name, avatar) and password (each form keeps its own busy state). */
export interface MinhaConta {
  saveProfile(values: ProfileValues): Promise<boolean>;
  changePassword(values: PasswordValues): Promise<boolean>;
}

// The user info is cached for an hour: after a change the entry goes, and the fresh user moves the header badge.
async function reloadUser(): Promise<void> {
  const api = getApi();
  api.invalidateCache('Usuarios/getUserInfo');
  sessionStore.getState().setUser(await api.getUserInfo());
}

/** Saves the signed-in user's own name, avatar and password. */
export function useMinhaConta(): MinhaConta {
  const saveProfile = async ({ nome, arquivo }: ProfileValues): Promise<boolean> => {
    const user = sessionStore.getState().user;
    if (!user) return false;
    try {
      const api = getApi();
      let avatar = user.avatar;
      if (arquivo) {
        const body = new FormData();
        body.append('file', arquivo, arquivo.name);
        avatar = (await api.post('Usuarios/avatar', body, AvatarUploadSchema)).avatar;
      }
      await api.send('PUT', `Usuarios/${user.id}`, { nome: nome.trim(), avatar });
      await reloadUser();
      toasts.success(MINHA_CONTA_TEXTS.saved);
      return true;
    } catch (error) {
      showApiError(error);
      return false;
    }
  };

  const changePassword = async ({ senhaAntiga, senhaNova }: PasswordValues): Promise<boolean> => {
    const user = sessionStore.getState().user;
    if (!user) return false;
    try {
      await getApi().changePassword({ userId: user.id, senhaAntiga, senhaNova });
      toasts.success(MINHA_CONTA_TEXTS.passwordChanged);
      return true;
    } catch (error) {
      showApiError(error);
      return false;
    }
  };

  return { saveProfile, changePassword };
}
