import type { ReactNode } from 'react';
import { subscriptionState } from '@erp/domain';
import { useSession } from '@erp/session';
import { BlockedState } from './BlockedState';
import { isBlocked } from './subscriptionTexts';

/** Business pages of a blocked branch show the blocked state; the server refuses their calls with 402 anyway. */
export function RequireActiveSubscription({ children }: { children: ReactNode }) {
  const state = useSession((s) => subscriptionState(s.user?.filialSelecionadaObj));
  if (isBlocked(state)) return <BlockedState state={state} />;
  return <>{children}</>;
}
