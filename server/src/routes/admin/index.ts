import type { FastifyInstance } from 'fastify';
import { isProduction } from '#server/env';
import staffSessions from '#server/plugins/staff-sessions';
import auditLog from './audit-log';
import certificateView from './certificate-view';
import reviewDecide from './review-decide';
import reviewQueue from './review-queue';
import staffCodeResend from './staff-code-resend';
import staffSignIn from './staff-sign-in';
import staffSignInCode from './staff-sign-in-code';
import staffLogout from './staff-logout';
import staffAlerts from './staff-alerts';
import staffSession from './staff-session';
import supportTickets from './support-tickets';
import closedAccounts from '../account-data/closed-accounts';
import experimentFunnel from '../experiment/experiment-funnel';
import experimentWeights from '../experiment/experiment-weights';
import reviewModeration from '#server/routes/reviews/review-moderation';
import reviewDecisionLog from '#server/routes/reviews/review-decision-log';

/**
 * The review back office's API. Staff sign-in is registered inside this scope only,
 * so no other route can even see a staff session (decision 035).
 */
export default async function adminRoutes(app: FastifyInstance) {
  await app.register(staffSessions, { secureCookies: isProduction(app.env) });
  await app.register(staffSession);
  await app.register(staffSignIn);
  await app.register(staffSignInCode);
  await app.register(staffCodeResend);
  await app.register(staffLogout);
  await app.register(reviewQueue);
  await app.register(certificateView);
  await app.register(reviewDecide);
  await app.register(auditLog);
  await app.register(staffAlerts);
  await app.register(supportTickets);
  await app.register(closedAccounts);
  await app.register(experimentFunnel);
  await app.register(experimentWeights);
  await app.register(reviewModeration);
  await app.register(reviewDecisionLog);
}
