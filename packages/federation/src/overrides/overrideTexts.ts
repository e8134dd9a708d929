import type { RemoteArea } from '@erp/domain';

// Texts of the remote override banner and panel (issue 33; the spec words none). They travel with the override's own
// chunk, which only a page with an override fetches.

const AREA_NAMES: Record<RemoteArea, string> = {
  auth: 'Área de acesso',
  signup: 'Área de cadastro',
  shell: 'Área principal',
  reports: 'Área de relatórios',
  admin: 'Área administrativa',
};

export const OVERRIDE_TEXTS = {
  loadedFrom: (area: RemoteArea, entry: string): string => `${AREA_NAMES[area]} carregada de ${entry}`,
  refused: (area: RemoteArea, entry: string): string =>
    `${AREA_NAMES[area]}: a versão em ${entry} não foi carregada (usando a versão publicada).`,
  devServer: '(pnpm dev)',
  remove: 'Remover',
  signInFirst:
    'Fora de uma build de desenvolvimento, só a equipe do produto pode carregar uma área de outro endereço: entre antes de usar a substituição.',
  unreachable: (message: string): string => `Não foi possível verificar a versão: ${message}`,
  regions: 'Substituições de áreas',
} as const;

/** The panel's, apart: only a development build has the panel, and a production build then leaves these out. */
export const OVERRIDE_PANEL_TEXTS = {
  title: 'Carregar uma área de outro endereço (só neste navegador)',
  field: 'container@endereço do mf-manifest.json',
  apply: 'Aplicar e recarregar',
  invalid: 'Use o formato container@http://…/mf-manifest.json.',
} as const;
