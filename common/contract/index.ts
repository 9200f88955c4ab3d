// The only barrel: every call and shared schema, declared once (STYLE habit 2).
export * from './define-call';
export * from './errors';
export * from './fields';
export * from './user';
export * as account from './calls/account';
export * as auth from './calls/auth';
export * as helpers from './calls/helpers';
export * as lead from './calls/lead';
export * as registration from './calls/register';
export * as system from './calls/health';
export * as trades from './calls/trades';
export * as tracking from './calls/tracking';
