// This package's own render helper (@erp/test-doubles/react depends on @erp/ui, so it cannot be used here).
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ErpProviders } from '../providers/ErpProviders';
import { toasts } from '../toasts/toasts';

/** Renders inside ErpProviders with transitions and portals off. */
export function renderWithErp(ui: ReactElement = <div />): RenderResult {
  return render(
    <ErpProviders config={null} env="test">
      {ui}
    </ErpProviders>,
  );
}

/** Toast stores are module state: empty them between tests. */
export function resetToasts(): void {
  toasts.clean();
}
