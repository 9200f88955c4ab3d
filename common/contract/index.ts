// The only barrel: every call and shared schema, declared once (STYLE habit 2).
export * from './define-call';
export * from './errors';
export * from './fields';
export * from './user';
export * as account from './calls/account';
export * as tracking from './calls/tracking';
export * as system from './calls/health';
