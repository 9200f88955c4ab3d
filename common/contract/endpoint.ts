import type { CallDef } from './define-call';

/**
 * What a client needs to send one call: its method, path and whether it uploads a file. The
 * call's input and output types ride along in `call`, which is never set (decision 044).
 */
export interface Endpoint<C extends CallDef = CallDef> {
  method: C['method'];
  path: string;
  multipart?: boolean;
  readonly call?: C;
}

/** The endpoint of every call of every group, e.g. `table.helpers.jobsEstimate`; other exports are left out. */
export type EndpointTable<Contract> = { [Group in CallGroups<Contract>]: CallsOf<Contract[Group]> };
type CallGroups<Contract> = {
  [Group in keyof Contract]: Contract[Group] extends object ? (keyof CallsOf<Contract[Group]> extends never ? never : Group) : never;
}[keyof Contract];
type CallsOf<Group> = {
  [Name in keyof Group as Group[Name] extends CallDef ? Name : never]: Group[Name] extends CallDef ? Endpoint<Group[Name]> : never;
};

function isCallDef(value: unknown): value is CallDef {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<CallDef>;
  return (
    (candidate.method === 'GET' || candidate.method === 'POST') &&
    typeof candidate.path === 'string' &&
    'input' in candidate &&
    'output' in candidate
  );
}

export function endpointOf<C extends CallDef>(call: C): Endpoint<C> {
  return call.multipart ? { method: call.method, path: call.path, multipart: true } : { method: call.method, path: call.path };
}

/** Walks the contract's barrel: each namespace that declares calls becomes a group of plain endpoints. */
export function endpointTable<Contract extends object>(contract: Contract): EndpointTable<Contract> {
  const table: Record<string, Record<string, Endpoint>> = {};
  for (const [group, exported] of Object.entries(contract)) {
    if (!exported || typeof exported !== 'object' || isCallDef(exported)) continue;
    const calls = Object.entries(exported as Record<string, unknown>).filter((entry): entry is [string, CallDef] => isCallDef(entry[1]));
    if (calls.length > 0) table[group] = Object.fromEntries(calls.map(([name, call]) => [name, endpointOf(call)]));
  }
  return table as EndpointTable<Contract>;
}
