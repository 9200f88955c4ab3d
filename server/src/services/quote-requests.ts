import type { FastifyInstance } from 'fastify';
import { dayMonthText, londonToday } from '#common/calendar-date';
import type { QuoteRequestForm } from '#common/contract/calls/public-profile';
import { GENERAL_ERROR_FIELD } from '#common/contract/errors';
import { outcodeOf } from '#common/contract/fields';
import { publicProfilePath } from '#common/public-pages';
import { appUrl } from '../env';
import { FieldErrorList, fieldError } from '../lib/http-errors';
import { UNKNOWN_POSTCODE } from './jobs-estimate';
import { nationalFormat, toUkE164 } from '../lib/phone';
import { quoteRequestEmail } from '../messages/quote-request-email';
import { findDistrict } from '../repos/outcode-repo';
import type { PublicProfile } from '../repos/public-trader-repo';
import { createQuoteRequestRepo } from '../repos/quote-request-repo';
import { createUserRepo } from '../repos/user-repo';
import { EmailRefused } from './email-send-gate';

const INVALID_PHONE = 'Please enter a valid UK phone number.';
const NOT_TAKING_REQUESTS = 'This tradesperson cannot take quote requests at the moment.';
export const TRADER_BUSY = 'This tradesperson has had several requests in the last hour. Please try again later.';

/**
 * A homeowner's quote request from a public profile (decision 041): after the server's own
 * checks, one transaction writes a job in the trader's primary trade (so the jobs estimate
 * counts it), the quote_request row and the trader's e-mail. Bad input is a ValidationError.
 */
export function createQuoteRequester(app: FastifyInstance) {
  const requests = createQuoteRequestRepo(app.db);
  const users = createUserRepo(app.db);

  return async function requestQuote(profile: PublicProfile, form: QuoteRequestForm): Promise<void> {
    const phone = toUkE164(form.phone);
    const district = await findDistrict(app.db, form.postcode);
    new FieldErrorList()
      .add('postcode', district ? null : UNKNOWN_POSTCODE)
      .add('phone', phone ? null : INVALID_PHONE)
      .throwIfAny();
    const primary = profile.trades[0];
    const trader = await users.findById(profile.userId);
    if (!district || !phone || !primary || !trader) throw fieldError(GENERAL_ERROR_FIELD, NOT_TAKING_REQUESTS);

    const today = londonToday();
    const away = profile.pausedUntil !== null && profile.pausedUntil > today ? profile.pausedUntil : null;
    // the request is refused (nothing stored) rather than kept unseen when the trader's e-mail cap is reached (decision 103)
    const sent = app.db.transaction(async (tx) => {
      await requests.insertWithJob(
        {
          traderId: profile.userId,
          tradeId: primary.id,
          name: form.name,
          email: form.email,
          phone,
          postcode: form.postcode,
          outcode: outcodeOf(form.postcode),
          // the district's centre: the estimate and the lead lists work by district (decision 016)
          latitude: district.latitude,
          longitude: district.longitude,
          description: form.description,
          // still taken while the trader is away, marked for their first day back (decision 089)
          afterPauseUntil: away,
        },
        tx,
      );
      const homeowner = { ...form, phone: nationalFormat(phone) };
      const profileUrl = `${appUrl(app.env)}${publicProfilePath(profile.url)}`;
      await app.outbox.enqueue(
        quoteRequestEmail({
          to: trader.email,
          traderFirstName: trader.firstName,
          homeowner,
          profileUrl,
          awayUntil: away && dayMonthText(away, today),
        }),
        tx,
        { accountId: trader.id, pastCap: { refuse: GENERAL_ERROR_FIELD } },
      );
    });
    await sent.catch((error: unknown) => {
      throw error instanceof EmailRefused ? fieldError(GENERAL_ERROR_FIELD, TRADER_BUSY) : error;
    });
  };
}
