import type { LightMyRequestResponse } from 'fastify';
import { publicProfilePath } from '#common/public-pages';
import { Visitor, type TestApp } from '#server-test/test-app';
import { sessionIdOf } from '#server-test/page-script';
import { formTokenIn } from '#server-test/test-profiles';
import { signedInStaff, type TestStaff } from '#server-test/test-staff';
import { signedInTrader } from '#server-test/test-trader-sessions';
import { fillRawPath, type FuzzTarget } from './contract-calls';
import type { RawRequest } from './malformed-requests';

export type SenderKind = 'signed-out visitor' | 'signed-in trader' | 'signed-in staff';

/** Who sends: their cookies (the CSRF one too) and their own values for `own` in a request. */
export interface Sender {
  kind: SenderKind;
  visitor: Visitor;
  own: Record<string, string>;
}

/** What a target needs of its sender's own: a tracking session, the quote form's token. */
function needsOf(target: FuzzTarget): { sessionId: boolean; formToken: boolean } {
  return { sessionId: target.path.includes(':sessionId'), formToken: target.htmlForm === true };
}

/** Loads what the sender's browser would have loaded for the target: a setup page, the published profile. */
async function ownValues(visitor: Visitor, target: FuzzTarget, profileUrl: string): Promise<Record<string, string>> {
  const needs = needsOf(target);
  const own: Record<string, string> = { url: profileUrl };
  if (needs.sessionId) own.sessionId = sessionIdOf((await visitor.open()).body);
  if (needs.formToken) {
    const profile = await visitor.request('GET', publicProfilePath(profileUrl), undefined, { accept: 'text/html' });
    own._token = formTokenIn(profile.body);
  }
  return own;
}

/** Fresh senders of each kind for one target, as a fuzzed call may sign its sender out. */
export async function createSenders(testApp: TestApp, staff: TestStaff, target: FuzzTarget, profileUrl: string): Promise<Sender[]> {
  const visitor = new Visitor(testApp.app);
  // the page load a signed-out visitor needs for its session and CSRF cookie
  if (!needsOf(target).sessionId) await visitor.open();
  const { visitor: trader } = await signedInTrader(testApp, ['electrician', 'heating-engineer']);
  const { visitor: staffVisitor } = await signedInStaff(testApp, staff);
  return [
    { kind: 'signed-out visitor', visitor, own: await ownValues(visitor, target, profileUrl) },
    { kind: 'signed-in trader', visitor: trader, own: await ownValues(trader, target, profileUrl) },
    { kind: 'signed-in staff', visitor: staffVisitor, own: await ownValues(staffVisitor, target, profileUrl) },
  ];
}

let addressSerial = 0;
/** Each request from its own address, so the per-address limits never stand between a body and the handler. */
function nextAddress(): string {
  addressSerial += 1;
  return `10.${(addressSerial >> 16) & 255}.${(addressSerial >> 8) & 255}.${addressSerial & 255}`;
}

function withOwn(text: string, own: Record<string, string>, name: string): string {
  return text === 'own' ? (own[name] ?? '1') : text;
}

/** Sends the raw request as the sender: API calls with the XHR and CSRF headers, so the body is really parsed. */
export async function send(testApp: TestApp, sender: Sender, target: FuzzTarget, request: RawRequest): Promise<LightMyRequestResponse> {
  const params = Object.fromEntries(Object.entries(request.params).map(([name, value]) => [name, withOwn(value, sender.own, name)]));
  const url = fillRawPath(target.path, params) + (request.query === undefined ? '' : `?${request.query}`);
  const cookie = [...sender.visitor.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const csrf = sender.visitor.csrfToken;
  const headers: Record<string, string> = {
    cookie,
    ...(target.htmlForm ? { accept: 'text/html' } : { 'x-requested-with': 'XMLHttpRequest', ...(csrf ? { 'x-xsrf-token': csrf } : {}) }),
    ...(request.contentType === undefined ? {} : { 'content-type': request.contentType }),
  };
  const token = sender.own._token ?? '';
  const payload =
    typeof request.payload === 'string' && target.htmlForm
      ? request.payload.replace(/(^|&)_token=own(?=&|$)/, `$1_token=${encodeURIComponent(token)}`)
      : request.payload;
  return testApp.app.inject({
    method: target.method,
    url,
    headers,
    remoteAddress: nextAddress(),
    ...(payload === undefined ? {} : { payload }),
  });
}
