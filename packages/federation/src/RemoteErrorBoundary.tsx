import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteArea } from '@erp/domain';
import { reportRemoteFailed } from './loadReports';
import { RetryingFallback } from './resilience/RetryingFallback';

interface Props {
  /** The area: named in the log line, and whose container's health decides when it is tried again by itself. */
  area: RemoteArea;
  onRetry(): void;
  /** Replaces the area's alert, for a small inline place (a header button) where an alert would not fit. */
  fallback?: ReactNode;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Keeps a failing remote inside its own area: whether it is down, slow or throws while rendering, the rest of the
 * page keeps working, the user can try again, and a remote that could not be loaded is tried again by itself.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[federation] área "${this.props.area}" falhou`, error, info.componentStack);
    // Counted against the container version serving the area (a canary's error rate); never awaited.
    reportRemoteFailed(this.props.area, error);
  }

  private retry = (): void => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return <RetryingFallback area={this.props.area} fallback={this.props.fallback} onRetry={this.retry} />;
  }
}
