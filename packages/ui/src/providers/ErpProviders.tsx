// First: Mantine's rules come before anything styled after them.
import '../styles';
import type { WhiteLabelConfig } from '@erp/domain';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useMemo, type ReactNode } from 'react';
import { buildTheme } from '../theme/buildTheme';
import { readableDimmed } from '../theme/readableDimmed';
import { ERROR_TOAST_LIMIT, STANDARD_TOAST_LIMIT } from '../toasts/durations';
import { errorToastStore } from '../toasts/errorToastStore';

export interface ErpProvidersProps {
  /** The brand's configuration; null renders the default theme (start-up, unavailable page). */
  config: WhiteLabelConfig | null;
  children: ReactNode;
  /** 'test' turns off transitions and portals (Testing Library). */
  env?: 'default' | 'test';
}

/** Theme, dialogs and both toast services for a whole app. */
export function ErpProviders({ config, children, env = 'default' }: ErpProvidersProps) {
  const tema = config?.tema ?? null;
  const customThemeColor = config?.misc?.customThemeColor;
  const secondaryThemeColor = config?.misc?.secondaryThemeColor;
  // Rebuilt only when a colour setting changes, not on every new config object.
  const theme = useMemo(
    () => (tema ? buildTheme({ tema, misc: { customThemeColor, secondaryThemeColor } }) : buildTheme(null)),
    [tema, customThemeColor, secondaryThemeColor],
  );
  return (
    <MantineProvider theme={theme} env={env} cssVariablesResolver={readableDimmed}>
      <Notifications position="top-right" limit={STANDARD_TOAST_LIMIT} />
      <Notifications store={errorToastStore} position="bottom-right" limit={ERROR_TOAST_LIMIT} />
      <ModalsProvider labels={{ confirm: 'Confirmar', cancel: 'Cancelar' }}>{children}</ModalsProvider>
    </MantineProvider>
  );
}
