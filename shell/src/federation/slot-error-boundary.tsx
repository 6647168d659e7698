import { Component, type ReactNode } from 'react';
import { reportRemoteFailure } from './report-remote-failure';

interface Props {
  remote: string;
  version: string | undefined;
  fallback: ReactNode;
  children: ReactNode;
}

/** Catches a remote that fails to load or to render: the slot shows its fallback, the page lives on. */
export class SlotErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    reportRemoteFailure(this.props.remote, this.props.version, error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
