export type KeptEncoding = 'br' | 'gzip';

/**
 * The encoding to send a kept reply in, from the request's Accept-Encoding: brotli before gzip, neither when the
 * client refuses both (`q=0`) or names neither. `*` stands for any encoding not named.
 */
export function keptEncodingFor(acceptEncoding: string | undefined): KeptEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.trim().split(';');
    const q = parameters.map((parameter) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weightOf = (name: KeptEncoding) => weights.get(name) ?? weights.get('*') ?? 0;
  return (['br', 'gzip'] as const).find((name) => weightOf(name) > 0) ?? null;
}
