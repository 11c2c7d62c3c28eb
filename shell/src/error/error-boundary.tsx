// A React error boundary (the third layer of DESIGN §2 against a failing remote). The 'page'
// variant replaces the whole page with the SPEC §2 error fallback; the 'slot' variant keeps the
// rest of the page and offers a retry for just this part.
import { logger } from '@stay/shared';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback, SlotErrorFallback } from './error-fallback';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** 'page' (default): full error screen. 'slot': compact fallback with retry. */
  variant?: 'page' | 'slot';
  /** Slot variant: called after the boundary reset, e.g. to load the remote again. */
  onRetry?: () => void;
  /** When any of these change (e.g. the path), a caught error is cleared. */
  resetKeys?: readonly unknown[];
  onError?: (error: unknown, info: ErrorInfo) => void;
}

interface ErrorBoundaryState {
  error: unknown;
  hasError: boolean;
}

const changed = (a: readonly unknown[] = [], b: readonly unknown[] = []) =>
  a.length !== b.length || a.some((v, i) => !Object.is(v, b[i]));

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    logger.error('render error caught by the shell', error, info.componentStack);
    this.props.onError?.(error, info);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.hasError && changed(previous.resetKeys, this.props.resetKeys)) this.reset();
  }

  reset = (): void => {
    this.setState({ error: null, hasError: false });
  };

  private retry = (): void => {
    this.reset();
    this.props.onRetry?.();
  };

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    if (this.props.variant === 'slot') return <SlotErrorFallback error={this.state.error} onRetry={this.retry} />;
    return <ErrorFallback error={this.state.error} />;
  }
}
