/**
 * How deeply a parsed JSON value nests arrays and objects (a scalar is 0, `[]` is 1, `[[1]]` is 2), counted
 * with a loop rather than recursion, so thousands of levels cost no stack.
 */
export function jsonDepth(value: unknown): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [next, depth] = pending.pop() as [unknown, number];
    if (typeof next !== 'object' || next === null) continue;
    const level = depth + 1;
    if (level > deepest) deepest = level;
    for (const inner of Array.isArray(next) ? next : Object.values(next)) pending.push([inner, level]);
  }
  return deepest;
}
