import { Component, type ReactNode } from 'react';
import { useLocation, type Location } from 'react-router';
import { Button } from '../components/ui/button';

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /dynamically imported module|Importing a module script failed|error loading dynamically imported/i.test(error.message)
  );
}

export const OFFLINE_HEADING = 'You seem to be offline';

/** What a visitor sees when part of the page failed: a reload, never a white screen; offline, says so. */
export function LoadFailure({ error }: { error: unknown }) {
  if (!navigator.onLine) {
    return (
      <div className="route-error" role="alert">
        <h1>{OFFLINE_HEADING}</h1>
        <p>This part of the page needs a connection. Once you are back online, reload the page.</p>
        <Button onClick={() => window.location.reload()}>Reload Page</Button>
      </div>
    );
  }
  return (
    <div className="route-error" role="alert">
      <h1>{isChunkLoadError(error) ? 'Tradespace has been updated' : 'Something went wrong'}</h1>
      <p>This part of the page could not be loaded. Reloading the page usually fixes it.</p>
      <Button onClick={() => window.location.reload()}>Reload Page</Button>
    </div>
  );
}

interface BoundaryProps {
  /** Where the children were drawn: a navigation (a new location object) draws them again. */
  location: Location;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  error: unknown;
  location: Location;
}

/** React reports the error itself (root `onCaughtError`, console.error by default). */
class RenderErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: null, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { failed: false, error: null, location: props.location };
  }

  override render() {
    return this.state.failed ? <LoadFailure error={this.state.error} /> : this.props.children;
  }
}

/**
 * Around a layout (wizard, site pages, back office): a render error anywhere inside shows
 * "Something went wrong" with a reload instead of a white screen, until the visitor goes elsewhere.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <RenderErrorBoundary location={useLocation()}>{children}</RenderErrorBoundary>;
}
