/** The keeper, loaded on demand: only a 419 keeps what was typed, and only the page after it puts it back. */
export const typedInputKeeper = () => import('./typed-input-keeper');
