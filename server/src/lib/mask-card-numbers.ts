// Card numbers must never reach a log (decision 030): any run of 8 or more digits, with
// or without spaces or dashes between them, is masked before a browser-sent value is logged.
const DIGIT_RUN = /\d(?:[ -]?\d){7,}/g;

export function maskDigits(text: string): string {
  return text.replace(DIGIT_RUN, '[masked]');
}

// a value under a name like these is never logged, whatever it looks like
const SECRET_KEY = /cvc|cvv|csc|security.?code|card.?number|^number$|^pan$/i;

type LogValue = string | number | boolean | null;

export function maskCardNumbers(data: Record<string, LogValue>): Record<string, LogValue> {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]): [string, LogValue] => {
      if (SECRET_KEY.test(key)) return [maskDigits(key), '[masked]'];
      if (typeof value === 'string') return [maskDigits(key), maskDigits(value)];
      if (typeof value === 'number') return [maskDigits(key), maskDigits(String(value)) === String(value) ? value : '[masked]'];
      return [maskDigits(key), value];
    }),
  );
}
