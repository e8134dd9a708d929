// First: Mantine's rules come before anything styled after them.
import '../styles';
import type { WhiteLabelConfig } from '@erp/domain';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { APP_HEADER_HEIGHT } from '../layout/appHeader';
import { buildTheme } from '../theme/buildTheme';
import { readableColors } from '../theme/readableColors';
import { ERROR_TOAST_LIMIT, STANDARD_TOAST_LIMIT } from '../toasts/durations';
import { errorToastStore } from '../toasts/errorToastStore';

const BELOW_HEADER_CLASS = 'erp-toasts-below-header';

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
    <MantineProvider theme={theme} env={env} cssVariablesResolver={readableColors}>
      {/* Below the main area's header (toasts.css), never over its controls. */}
      <Notifications
        position="top-right"
        limit={STANDARD_TOAST_LIMIT}
        className={BELOW_HEADER_CLASS}
        style={{ '--erp-header-height': `${APP_HEADER_HEIGHT}px` } as CSSProperties}
      />
      <Notifications store={errorToastStore} position="bottom-right" limit={ERROR_TOAST_LIMIT} />
      <ModalsProvider labels={{ confirm: 'Confirmar', cancel: 'Cancelar' }}>{children}</ModalsProvider>
    </MantineProvider>
  );
}
