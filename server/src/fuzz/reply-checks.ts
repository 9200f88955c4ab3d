import type { LightMyRequestResponse } from 'fastify';

/** What no reply may show a client: internals (a stack, SQL, the database's words) or zod's own texts. */
const leaks: [RegExp, string][] = [
  [/ {4}at /, 'a stack trace'],
  // "Please select a trade" is ours; SQL is "select … from"
  [/\bselect [\w*"., ()]+ from /i, 'SQL text'],
  [/insert into/i, 'SQL text'],
  [/syntax error/i, 'a database error'],
  [/duplicate key/i, 'a database error'],
  [/violates/i, 'a database error'],
  [/Invalid input/, "zod's words"],
  [/\bexpected /, "zod's words"],
  [/Too small/, "zod's words"],
  [/Too big/, "zod's words"],
];

/** A sentence a person can read: starts with a capital or digit, ends with a full stop, ? or !. */
function isSentence(text: unknown): boolean {
  return typeof text === 'string' && /^["'A-Z0-9].*[.!?]$/s.test(text.trim());
}

/** Problems with one reply (empty when fine): any 5xx, a leak, or an API 4xx that is not in the error shape. */
export function replyProblems(reply: LightMyRequestResponse, api: boolean): string[] {
  const problems: string[] = [];
  if (reply.statusCode >= 500) problems.push(`answered ${reply.statusCode}`);
  for (const [pattern, what] of leaks) if (pattern.test(reply.body)) problems.push(`shows ${what} (${pattern})`);
  if (!api || reply.statusCode < 400 || reply.statusCode >= 500) return problems;
  let body: { message?: unknown; errors?: Record<string, unknown> } | undefined;
  try {
    body = reply.json();
  } catch {
    return [...problems, 'a 4xx that is not JSON'];
  }
  if (body?.errors && typeof body.errors === 'object') {
    for (const [field, messages] of Object.entries(body.errors)) {
      if (!Array.isArray(messages) || !messages.every(isSentence))
        problems.push(`field ${field} without a sentence: ${JSON.stringify(messages)}`);
    }
  } else if (!isSentence(body?.message)) {
    problems.push(`a ${reply.statusCode} without a sentence: ${reply.body.slice(0, 200)}`);
  }
  return problems;
}
