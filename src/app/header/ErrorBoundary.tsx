import { Button, NonIdealState } from '@blueprintjs/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { t } from '../../i18n';
import { recordError } from '../../state/errorLog';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** The boundary clears its error when this changes (pass the route path). */
  resetKey?: string;
}

function currentRoute(): string {
  return window.location.hash.replace(/^#/, '') || '/';
}

/**
 * Catches React render errors below it, records them in the error log (with the route) and shows a
 * retry panel instead of a blank page. The layouts wrap each view in it.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { error: Error | null; key?: string }> {
  override state: { error: Error | null; key?: string } = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: { error: Error | null; key?: string }) {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    recordError(error, 'render', currentRoute(), { stack: info.componentStack ?? null });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <NonIdealState
        className="foc-error-boundary"
        icon="error"
        title={t('header.errorBoundary.title')}
        description={this.state.error.message}
        action={<Button icon="refresh" text={t('header.errorBoundary.retry')} onClick={() => this.setState({ error: null })} />}
      />
    );
  }
}
