/**
 * Catches render errors of a screen and shows the 500 error page. It resets when
 * `resetKey` (the location) changes, so navigating away recovers.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from './error-page';

interface Props {
  resetKey: string;
  children: ReactNode;
}

interface State {
  failedAt: string | null;
}

export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failedAt: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedAt: '__pending__' };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.failedAt === '__pending__') return { failedAt: props.resetKey };
    if (state.failedAt !== null && state.failedAt !== props.resetKey) return { failedAt: null };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Erro ao exibir a página:', error, info.componentStack);
  }

  override render() {
    return this.state.failedAt !== null ? <ErrorPage status={500} /> : this.props.children;
  }
}
