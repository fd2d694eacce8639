import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteFailure } from './RemoteFailure';

interface Props {
  children: ReactNode;
  onRetry: () => void;
}

interface State {
  failed: boolean;
}

/** Catches a remote that fails to load or throws while rendering. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('A part of the site failed:', error.message, info.componentStack ?? '');
  }

  override render(): ReactNode {
    return this.state.failed ? <RemoteFailure onRetry={this.props.onRetry} /> : this.props.children;
  }
}
