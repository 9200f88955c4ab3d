import type { FastifyInstance } from 'fastify';
import { support } from '#common/contract/index';
import { authRateLimit } from '#server/lib/auth-rate-limit';
import { registerCall } from '#server/lib/register-call';
import { createSupportTicket } from '#server/services/support-tickets';

/** /contact-us/ticket: anyone may write to support; the captcha asks after a few tickets from one address. */
export default async function ticketCreateRoutes(app: FastifyInstance) {
  registerCall(
    app,
    support.ticketCreate,
    async ({ input, request }) => {
      // counted before the ticket is written: of a burst, exactly CAPTCHA_AFTER_ATTEMPTS pass without a captcha
      await app.captcha.attempt(request, { action: 'ticket', response: input.recaptcha_response });
      const ticket = await createSupportTicket(app, {
        subject: input.subject,
        email: input.email_address,
        message: input.message,
        lastError: input.last_error ?? null,
        userId: request.userId,
        ip: request.ip,
      });
      request.log.info({ ticketId: ticket.id, reference: ticket.reference }, 'support ticket created');
      return { success: true as const, reference: ticket.reference };
    },
    { config: authRateLimit(app) },
  );
}
