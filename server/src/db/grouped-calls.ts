/**
 * Group commit for one kind of statement (decision 098): the calls made in one turn of the event loop go in one
 * statement, sent once that turn's input is handled (`setImmediate`); while it runs, new calls wait, and when it is
 * done every call that waited goes in the next statement together (up to `maxBatch`). At rest a call runs alone
 * after a turn; under load each statement carries the calls that came in during the one before, so fifty
 * connections cost a few statements instead of fifty.
 *
 * `run` answers one output per input, in order. When a statement of several calls fails, each is run again alone,
 * so a bad input fails only its own call.
 */
export function groupedCalls<I, O>(run: (inputs: readonly I[]) => Promise<readonly O[]>, options: { maxBatch: number }) {
  interface Waiting {
    input: I;
    resolve: (output: O) => void;
    reject: (error: unknown) => void;
  }
  let waiting: Waiting[] = [];
  let running = false;

  async function runAlone(call: Waiting): Promise<void> {
    try {
      const [output] = await run([call.input]);
      call.resolve(output as O);
    } catch (error) {
      call.reject(error);
    }
  }

  async function runGroup(group: Waiting[]): Promise<void> {
    let outputs: readonly O[];
    try {
      outputs = await run(group.map((call) => call.input));
    } catch (error) {
      if (group.length === 1) group[0]?.reject(error);
      else for (const call of group) await runAlone(call);
      return;
    }
    if (outputs.length !== group.length) {
      const mismatch = new Error(`a grouped statement answered ${outputs.length} rows for ${group.length} calls`);
      for (const call of group) call.reject(mismatch);
      return;
    }
    group.forEach((call, index) => call.resolve(outputs[index] as O));
  }

  function start(): void {
    const group = waiting.slice(0, options.maxBatch);
    waiting = waiting.slice(group.length);
    void runGroup(group).finally(() => {
      running = false;
      next();
    });
  }

  function next(): void {
    if (running || waiting.length === 0) return;
    running = true;
    // after this turn's input: every request read in it has asked by then (the embedded database answers within
    // the turn, so without this wait no two requests would ever share a statement)
    setImmediate(start);
  }

  return (input: I): Promise<O> =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ input, resolve, reject });
      next();
    });
}

/**
 * One grouping per owner (an app, whose database handle `run` uses), made on its first call: for call sites that live
 * outside a plugin. Only for statements on the app's own handle, never a transaction's.
 */
export function groupedPerOwner<K extends object, I, O>(
  runFor: (owner: K) => (inputs: readonly I[]) => Promise<readonly O[]>,
  options: { maxBatch: number },
): (owner: K, input: I) => Promise<O> {
  const groupings = new WeakMap<K, (input: I) => Promise<O>>();
  return (owner, input) => {
    let grouped = groupings.get(owner);
    if (!grouped) {
      grouped = groupedCalls(runFor(owner), options);
      groupings.set(owner, grouped);
    }
    return grouped(input);
  };
}
