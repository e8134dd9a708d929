import type { WhiteLabelConfig } from '@erp/domain';
import { Box, MantineProvider } from '@mantine/core';
import { useId, useMemo, type ReactNode } from 'react';
import { buildTheme } from '../theme/buildTheme';
import { readableColors } from '../theme/readableColors';

export interface BrandThemeScopeProps {
  /** The theme and colours to show, e.g. the values of a white-label form not saved yet. */
  brand: Pick<WhiteLabelConfig, 'tema' | 'misc'>;
  children: ReactNode;
}

/**
 * Renders its children in a brand's theme, built exactly as the app builds the brand's own (`buildTheme`), without
 * touching the page around it: the theme's CSS variables are written for this element only, not for `:root`.
 */
export function BrandThemeScope({ brand, children }: BrandThemeScopeProps) {
  const scope = useId();
  const { tema } = brand;
  const { customThemeColor, secondaryThemeColor } = brand.misc;
  const theme = useMemo(
    () => buildTheme({ tema, misc: { customThemeColor, secondaryThemeColor } }),
    [tema, customThemeColor, secondaryThemeColor],
  );
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={readableColors}
      cssVariablesSelector={`[data-brand-scope="${scope}"]`}
      withGlobalClasses={false}
      // The page's own provider owns the colour scheme attribute of <html>.
      getRootElement={() => undefined}
      forceColorScheme="light"
    >
      <Box
        data-brand-scope={scope}
        data-mantine-color-scheme="light"
        data-brand-color={theme.other?.brandColor}
      >
        {children}
      </Box>
    </MantineProvider>
  );
}
