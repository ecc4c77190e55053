import { Component, type ErrorInfo, type ReactNode } from 'react';

interface LocalErrorBoundaryProps {
  /** What to show instead of the part that failed. */
  fallback: ReactNode;
  children: ReactNode;
}

interface LocalErrorBoundaryState {
  hasError: boolean;
}

/**
 * Keeps a failure in one part of the page (the map, the comments) from blanking the whole page
 * (STYLE.md 14). The error is logged; the rest of the page stays usable.
 */
export class LocalErrorBoundary extends Component<LocalErrorBoundaryProps, LocalErrorBoundaryState> {
  override state: LocalErrorBoundaryState = { hasError: false };

  static getDerivedStateFromError(): LocalErrorBoundaryState {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.hasError ? this.props.fallback : this.props.children;
  }
}
