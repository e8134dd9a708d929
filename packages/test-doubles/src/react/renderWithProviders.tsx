import type { WhiteLabelConfig } from '@erp/domain';
import { resetSessionStore, sessionStore, type SessionState } from '@erp/session';
import { ErpProviders, toasts } from '@erp/ui';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fixtures } from '../fixtures';

type UserEvent = ReturnType<typeof userEvent.setup>;

export interface RenderWithProvidersOptions {
  /** The address the memory router starts at, e.g. `/auth/login/abc`. */
  route?: string;
  /** A route pattern for `ui`, e.g. `/auth/login/:userToken`, so `useParams` works. */
  path?: string;
  /** The brand; `fixtures.config()` by default. Also stored in the session, as the host does. */
  config?: WhiteLabelConfig;
  /** Session fields to start with (token, user…), applied after the reset. */
  session?: Partial<SessionState>;
  /** Options of `userEvent.setup`, e.g. `{ advanceTimers: jest.advanceTimersByTime }` with fake timers. */
  userEvent?: Parameters<typeof userEvent.setup>[0];
  /** Passed on to Testing Library's render. */
  renderOptions?: Omit<RenderOptions, 'wrapper'>;
}

/**
 * Renders as the host would: brand theme, dialogs, toasts and a memory router, over a fresh session store
 * (nothing leaks from the previous test). Returns Testing Library's result and a userEvent instance.
 */
export function renderWithProviders(
  ui: ReactElement,
  options: RenderWithProvidersOptions = {},
): RenderResult & { user: UserEvent } {
  const { route = '/', path, session, renderOptions } = options;
  const config = options.config ?? fixtures.config();
  resetSessionStore();
  toasts.clean();
  sessionStore.getState().setConfig(config, config.API_ENDPOINT);
  if (session) sessionStore.setState(session);

  // No pause between keystrokes (user-event waits a macrotask per key by default): typing the same text, minus
  // hundreds of timer turns per form.
  const user = userEvent.setup({ delay: null, ...options.userEvent });
  const content = path ? (
    <Routes>
      <Route path={path} element={ui} />
    </Routes>
  ) : (
    ui
  );
  const result = render(
    <ErpProviders config={config} env="test">
      <MemoryRouter initialEntries={[route]}>{content}</MemoryRouter>
    </ErpProviders>,
    renderOptions,
  );
  return { ...result, user };
}
