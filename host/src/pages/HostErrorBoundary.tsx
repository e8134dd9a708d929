import { Component, type ErrorInfo, type ReactNode } from 'react';
import { SistemaIndisponivelPage } from './SistemaIndisponivelPage';

interface State {
  failed: boolean;
}

/**
 * An error thrown while drawing outside every remote's own boundary (the host's guards and pages) shows the
 * unavailable page and its retry instead of an empty page. Each remote keeps its failures inside its area.
 */
export class HostErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[host] falha ao desenhar a página', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <SistemaIndisponivelPage /> : this.props.children;
  }
}
