import { Component, type ReactNode } from 'react';
import { ChunkLoadError, renewFailedScreens } from '../lib/lazy-screen';
import { ChunkFailed } from '../ui/chunk-failed';

interface Props {
  children: ReactNode;
  /**
   * What to show in the page's place, inside the app's shell (header and navigation kept, with a
   * way back), given a way to try the page again in place. Without it, the whole window says it,
   * as before the shell has loaded.
   */
  fallback?: ReactNode | ((retry: () => void) => ReactNode);
  /** The page's address: going elsewhere (Back, Home, a tab) clears the failure. */
  resetKey?: string;
}

interface State {
  failed: unknown;
  resetKey: string | undefined;
}

/**
 * A screen whose code did not arrive (doc 1, section 8: 'Loading chunk {n} failed' after 120 s)
 * shows that in the reader's words (not the chunk's internal name), with a way to try again, instead of a splash that never ends. Other errors are
 * not this boundary's to hide.
 */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { failed: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: null, resetKey: props.resetKey };
  }

  /**
   * Another page shown: a screen whose code did not arrive asks for it again when next opened (the
   * shore may be back). Once shown, not while rendering: a render that waits for the code is done
   * again when it fails, and asking anew there asked again and again while the link was down.
   */
  override componentDidUpdate(before: Props) {
    if (before.resetKey !== this.props.resetKey) renewFailedScreens();
  }

  /** The page again, in place: its code asked for anew (the shore may be back). */
  retry = () => {
    renewFailedScreens();
    this.setState({ failed: null });
  };

  override componentDidCatch(error: unknown) {
    // The internal name of what failed, for whoever looks: the screen says it in words.
    if (error instanceof ChunkLoadError) console.warn(error.message);
  }

  override render() {
    const { failed } = this.state;
    if (failed === null) return this.props.children;
    if (!(failed instanceof ChunkLoadError)) throw failed;
    /* Screens used rarely (admin, settings) come on first use: say why this one is missing. */
    const { fallback } = this.props;
    return (
      (typeof fallback === 'function' ? fallback(this.retry) : fallback) ?? (
        <ChunkFailed part="page" className="splash-failed" onRetry={() => window.location.reload()} />
      )
    );
  }
}
