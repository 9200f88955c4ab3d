import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../components/ui/button';

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /dynamically imported module|Importing a module script failed|error loading dynamically imported/i.test(error.message)
  );
}

/** What a visitor sees when part of the page failed: a reload, never a white screen. */
export function LoadFailure({ error }: { error: unknown }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? 'Page not found' : isChunkLoadError(error) ? 'Tradespace has been updated' : 'Something went wrong';
  return (
    <div className="route-error" role="alert">
      <h1>{title}</h1>
      <p>
        {notFound
          ? 'We could not locate the page you were attempting to access.'
          : 'This part of the page could not be loaded. Reloading the page usually fixes it.'}
      </p>
      <Button onClick={() => window.location.reload()}>Reload Page</Button>
    </div>
  );
}

export function RouteError() {
  return <LoadFailure error={useRouteError()} />;
}
