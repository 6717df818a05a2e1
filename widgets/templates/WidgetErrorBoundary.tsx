import { Component, type ReactNode } from 'react';

interface WidgetErrorBoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

interface WidgetErrorBoundaryState {
  failed: boolean;
}

/** Keeps one question's failure inside its card: the rest of the form stays usable. */
export class WidgetErrorBoundary extends Component<WidgetErrorBoundaryProps, WidgetErrorBoundaryState> {
  override state: WidgetErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): WidgetErrorBoundaryState {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
