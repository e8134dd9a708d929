/** Theme name → primary colour (spec 001 §3). `custom` takes the brand's customThemeColor. */
export const THEMES = {
  azul: '#2196f3',
  azulaci: '#00669c',
  verde: '#4caf50',
  laranja: '#ff9300',
  vermelho: '#f44336',
  verde_escuro: '#009881',
  roxo: '#673ab7',
  azulescuro: '#213c8b',
  azulcobro: '#546e95',
  connect: '#0F255F',
  verdefluorescente: '#05DD8A',
  roxo_escuro: '#32275B',
  custom: '#707070',
} as const;

export type ThemeName = keyof typeof THEMES;

/** The primary colour of a theme; `custom` uses customThemeColor when it is a valid hex colour. */
export function themeColor(tema: string, customThemeColor?: string): string {
  if (tema === 'custom' && customThemeColor && /^#[0-9a-fA-F]{6}$/.test(customThemeColor))
    return customThemeColor;
  return (THEMES as Record<string, string>)[tema] ?? THEMES.azul;
}
