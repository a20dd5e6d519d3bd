import { Component, type ReactNode } from 'react';
import { ChunkLoadError } from '../lib/lazy-screen';
import { ChunkFailed } from '../ui/chunk-failed';

interface State {
  failed: unknown;
}

/**
 * A screen whose code did not arrive (doc 1, section 8: 'Loading chunk {n} failed' after 120 s)
 * shows that in the reader's words (not the chunk's internal name), with a way to try again, instead of a splash that never ends. Other errors are
 * not this boundary's to hide.
 */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: null };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: error };
  }

  override componentDidCatch(error: unknown) {
    // The internal name of what failed, for whoever looks: the screen says it in words.
    if (error instanceof ChunkLoadError) console.warn(error.message);
  }

  override render() {
    const { failed } = this.state;
    if (failed === null) return this.props.children;
    if (!(failed instanceof ChunkLoadError)) throw failed;
    return (
      /* Screens used rarely (admin, settings) come on first use: say why this one is missing. */
      <ChunkFailed part="page" className="splash-failed" onRetry={() => window.location.reload()} />
    );
  }
}
