/** Labels of the my-account page, which the spec lists as a route without wording its screen. */
export const MINHA_CONTA_TEXTS = {
  title: 'Minha conta',
  dataSection: 'Meus dados',
  name: 'Nome',
  email: 'E-mail',
  changePhoto: 'Alterar foto',
  photoHint: 'PNG, JPEG ou WebP de até 1 MB.',
  photoType: 'Formato inválido! Envie uma imagem PNG, JPEG ou WebP.',
  photoSize: 'A imagem deve ter no máximo 1 MB.',
  save: 'Salvar',
  saved: 'Seus dados foram atualizados com sucesso.',
  passwordSection: 'Alterar senha',
  currentPassword: 'Senha atual',
  newPassword: 'Nova senha',
  confirmPassword: 'Confirmar nova senha',
  changePassword: 'Alterar senha',
  passwordChanged: 'Sua senha foi alterada com sucesso.',
} as const;

/** Image types and size the server accepts for an avatar (`POST Usuarios/avatar`). */
export const AVATAR_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp'];
export const AVATAR_MAX_BYTES = 1024 * 1024;
