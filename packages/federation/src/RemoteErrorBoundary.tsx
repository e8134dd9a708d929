import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';

interface Props {
  /** Area name for the log line; the user sees only Portuguese text. */
  area: string;
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
 * page keeps working and the user can try again.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[federation] área "${this.props.area}" falhou`, error, info.componentStack);
  }

  private retry = (): void => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    return (
      <Alert
        color="red"
        title="Esta área está indisponível no momento"
        role="alert"
        data-remote-fallback={this.props.area}
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            Não foi possível carregar esta parte do sistema. O restante continua funcionando.
          </Text>
          <Button variant="light" color="red" onClick={this.retry}>
            Tentar novamente
          </Button>
        </Stack>
      </Alert>
    );
  }
}
