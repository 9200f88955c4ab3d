const LAZY_LOAD_TIMEOUT_MS = 120_000;

/** A lazy load that takes longer than 120 s fails as a ChunkLoadError. */
export function withTimeout<T>(load: () => Promise<T>, timeoutMs = LAZY_LOAD_TIMEOUT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = window.setTimeout(() => {
        const error = new Error('Loading chunk timed out');
        error.name = 'ChunkLoadError';
        reject(error);
      }, timeoutMs);
      load().then(
        (value) => {
          window.clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          window.clearTimeout(timer);
          reject(error);
        },
      );
    });
}
