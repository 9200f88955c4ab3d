import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { quoteRequestForm } from '#common/contract/calls/public-profile';
import { GENERAL_ERROR_FIELD, popupMessages, type FieldErrors } from '#common/contract/errors';
import { PROFILE_PREFIX, publicProfilePath, QUOTE_SENT } from '#common/public-pages';
import { FORM_TOKEN_FIELD } from '#server/lib/form-token';
import { ValidationError } from '#server/lib/http-errors';
import type { PublicProfile } from '#server/repos/public-trader-repo';
import { HONEYPOT_FIELD, QUOTE_SECTION_ID } from '#server/public-pages/quote-form';
import { createQuoteRequester } from '#server/services/quote-requests';
import { formText, quoteValuesOf } from './form-body';
import { formTokenOf, hasValidFormToken } from './form-cookie';
import { createProfileView } from './profile-view';
import { sendErrorPage } from './public-errors';

// decision 041: a homeowner asks a few traders for quotes; more than this from one address is a script
export const QUOTE_REQUESTS_PER_HOUR = 10;
export const FORM_EXPIRED = 'For your security this form had expired. Please check your details and send it again.';

interface QuoteRoute {
  Params: { url: string };
}

function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) (errors[String(issue.path[0] ?? GENERAL_ERROR_FIELD)] ??= []).push(issue.message);
  return errors;
}

/** POST /t/{url}/quote: a plain HTML form post (and its postcode check); problems re-render the page with the values kept, success redirects. */
export default async function quoteRequestRoutes(app: FastifyInstance) {
  const view = createProfileView(app);
  const requestQuote = createQuoteRequester(app);

  function showForm(request: FastifyRequest, reply: FastifyReply, profile: PublicProfile, errors: FieldErrors, status: number) {
    const state = { kind: 'form' as const, token: formTokenOf(request, reply), values: quoteValuesOf(request.body), errors };
    return view.send(reply, profile, state, status);
  }

  app.post<QuoteRoute>(
    `${PROFILE_PREFIX}/:url/quote`,
    {
      // counted once the body is read, so a limited visitor gets the form back with what they typed
      config: { rateLimit: { max: QUOTE_REQUESTS_PER_HOUR, timeWindow: '1 hour', hook: 'preHandler' } },
      // Fastify awaits an async error handler and sends what it resolves to
      // eslint-disable-next-line @typescript-eslint/no-misused-promises
      errorHandler: async (error: FastifyError, request: FastifyRequest<QuoteRoute>, reply) => {
        if (error.statusCode !== 429) return sendErrorPage(error, request, reply);
        const profile = await view.find(request.params.url).catch(() => null);
        if (!profile) return sendErrorPage(error, request, reply);
        return showForm(request, reply, profile, { [GENERAL_ERROR_FIELD]: [...popupMessages.rateLimited] }, 429);
      },
    },
    async (request, reply) => {
      const profile = await view.find(request.params.url);
      // a post from another site has neither this browser's cookie nor its token: nothing is done
      if (!hasValidFormToken(request, formText(request.body, FORM_TOKEN_FIELD))) {
        return showForm(request, reply, profile, { [GENERAL_ERROR_FIELD]: [FORM_EXPIRED] }, 403);
      }
      const sent = `${publicProfilePath(profile.url)}?quote=${QUOTE_SENT}#${QUOTE_SECTION_ID}`;
      if (formText(request.body, HONEYPOT_FIELD) !== '') {
        request.log.info({ profile: profile.url }, 'quote request with the honeypot filled: dropped');
        return reply.redirect(sent, 303);
      }
      const parsed = quoteRequestForm.safeParse(quoteValuesOf(request.body));
      if (!parsed.success) return showForm(request, reply, profile, errorsOf(parsed.error.issues), 422);
      try {
        await requestQuote(profile, parsed.data);
      } catch (error) {
        if (error instanceof ValidationError) return showForm(request, reply, profile, error.errors, 422);
        throw error;
      }
      return reply.redirect(sent, 303);
    },
  );

  // "Check postcode" in the quote form: the page again with the outcome and every value kept; nothing is saved or
  // sent, so it needs neither the form token nor a place in the requests' hourly limit (decision 126)
  app.post<QuoteRoute>(`${PROFILE_PREFIX}/:url/postcode-check`, async (request, reply) => {
    const profile = await view.find(request.params.url);
    return view.checked(reply, profile, quoteValuesOf(request.body), formTokenOf(request, reply));
  });
}
