/**
 * sharp (libvips) loaded on the first image, not at start: about 19 MB of a process's memory that a
 * process serving no upload never needs (decision 090).
 */
export const loadSharp = async () => (await import('sharp')).default;
