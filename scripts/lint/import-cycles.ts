import type { ImportEdge } from './import-graph';

// The circles of an import graph: its strongly connected components of more than one file (or a file that
// imports itself), found with Tarjan's algorithm in one pass over the edges.

export function importCycles(graph: Map<string, ImportEdge[]>): string[][] {
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let counter = 0;

  const connect = (file: string): void => {
    index.set(file, counter);
    lowest.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const { to } of graph.get(file) ?? []) {
      if (!index.has(to)) {
        connect(to);
        lowest.set(file, Math.min(lowest.get(file)!, lowest.get(to)!));
      } else if (onStack.has(to)) lowest.set(file, Math.min(lowest.get(file)!, index.get(to)!));
    }
    if (lowest.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    const importsItself = (graph.get(file) ?? []).some(({ to }) => to === file);
    if (component.length > 1 || importsItself) cycles.push(component.sort());
  };

  for (const file of graph.keys()) if (!index.has(file)) connect(file);
  return cycles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}
