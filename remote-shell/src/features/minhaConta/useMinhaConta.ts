import { useState } from 'react';
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

/** The my-account page's calls: profile (name, avatar) and password. */
export interface MinhaConta {
  savingProfile: boolean;
  changingPassword: boolean;
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
  const [savingProfile, setSavingProfile] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);

  const saveProfile = async ({ nome, arquivo }: ProfileValues): Promise<boolean> => {
    const user = sessionStore.getState().user;
    if (!user || savingProfile) return false;
    setSavingProfile(true);
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
    } finally {
      setSavingProfile(false);
    }
  };

  const changePassword = async ({ senhaAntiga, senhaNova }: PasswordValues): Promise<boolean> => {
    const user = sessionStore.getState().user;
    if (!user || changingPassword) return false;
    setChangingPassword(true);
    try {
      await getApi().changePassword({ userId: user.id, senhaAntiga, senhaNova });
      toasts.success(MINHA_CONTA_TEXTS.passwordChanged);
      return true;
    } catch (error) {
      showApiError(error);
      return false;
    } finally {
      setChangingPassword(false);
    }
  };

  return { savingProfile, changingPassword, saveProfile, changePassword };
}
