const UNIQUE_VIOLATION = '23505';

/**
 * True when a database error, or one it wraps (Drizzle puts the driver's error in `cause`), is a
 * unique-index violation; with `constraint`, of that index (when the driver names it).
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, constraint: name, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === UNIQUE_VIOLATION) return constraint === undefined || name === undefined || name === constraint;
    current = cause;
  }
  return false;
}
