import { describe, expect, it } from 'vitest';
import { groupedCalls } from './grouped-calls';

const turn = () => new Promise((resolve) => setImmediate(resolve));

/** A statement that answers each input doubled, records the groups it got, and finishes only when released. */
function recordingStatement() {
  const groups: number[][] = [];
  const running: (() => void)[] = [];
  const run = async (inputs: readonly number[]) => {
    groups.push([...inputs]);
    await new Promise<void>((resolve) => running.push(resolve));
    return inputs.map((input) => input * 2);
  };
  /** Finishes the statement that runs now, once one does. */
  const release = async () => {
    while (running.length === 0) await turn();
    running.shift()?.();
  };
  return { groups, run, release };
}

describe('groupedCalls (group commit, decision 098)', () => {
  it('runs a call alone at rest, and the calls made meanwhile together in the next statement', async () => {
    const statement = recordingStatement();
    const call = groupedCalls(statement.run, { maxBatch: 10 });
    const first = call(1);
    await turn();
    const meanwhile = [call(2), call(3), call(4)];
    await statement.release();
    expect(await first).toBe(2);
    await statement.release();
    expect(await Promise.all(meanwhile)).toEqual([4, 6, 8]);
    expect(statement.groups).toEqual([[1], [2, 3, 4]]);
  });

  it('puts the calls of one turn in one statement, and never more than maxBatch', async () => {
    const statement = recordingStatement();
    const call = groupedCalls(statement.run, { maxBatch: 3 });
    const answers = Promise.all([1, 2, 3, 4, 5].map((input) => call(input)));
    await statement.release();
    await statement.release();
    expect(await answers).toEqual([2, 4, 6, 8, 10]);
    expect(statement.groups).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('runs each call of a failed statement again alone, so only the bad one fails', async () => {
    const groups: number[][] = [];
    const call = groupedCalls(
      async (inputs: readonly number[]) => {
        groups.push([...inputs]);
        if (inputs.includes(13)) throw new Error('thirteen is refused');
        return inputs.map((input) => input * 2);
      },
      { maxBatch: 10 },
    );
    const answers = await Promise.allSettled([12, 13, 14].map((input) => call(input)));
    expect(answers.map((answer) => (answer.status === 'fulfilled' ? answer.value : 'refused'))).toEqual([24, 'refused', 28]);
    expect(groups).toEqual([[12, 13, 14], [12], [13], [14]]);
  });

  it('refuses every call of a statement that answers a different number of rows', async () => {
    const call = groupedCalls(async (inputs: readonly number[]) => inputs.slice(1), { maxBatch: 10 });
    const answers = await Promise.allSettled([1, 2].map((input) => call(input)));
    expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected']);
  });
});
