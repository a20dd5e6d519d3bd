import { Component, type ReactNode } from 'react';
import { ChunkLoadError } from '../lib/lazy-screen';

/**
 * Around a popup or step whose code comes on first use: when that code cannot arrive (at sea,
 * never opened on this device), the popup is not shown and `onFailed` says so where the user is,
 * instead of the screen's boundary putting a whole-page error in place of the form behind it.
 * Other errors are not this boundary's to hide.
 */
export class ChunkBoundary extends Component<{
  children: ReactNode;
  onFailed: (error: ChunkLoadError) => void;
}> {
  override state = { failed: false };

  static getDerivedStateFromError(error: unknown) {
    if (!(error instanceof ChunkLoadError)) throw error;
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    if (error instanceof ChunkLoadError) this.props.onFailed(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
