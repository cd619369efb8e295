import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { track } from '../lib/analytics';

type State = { error: Error | null };

/** The top-level error boundary of the spec: the error, and Try Again. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
    track('error', { message: error.message.slice(0, 100) });
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <main className="page error-page" id="main">
        <div className="error-box error-box--api" role="alert">
          <h1>
            <Trans>Something went wrong</Trans>
          </h1>
          <p>
            <Trans>An unexpected error occurred.</Trans>
          </p>
          <p className="error-page__detail">{error.message}</p>
          <button type="button" className="button" onClick={() => this.setState({ error: null })}>
            <Trans>Try Again</Trans>
          </button>
        </div>
      </main>
    );
  }
}
