// The setup-order experiment at scale for bench/experiment-funnel.bench.ts: real (not simulated) visitors assigned
// over 90 days, 40 % of them registered to accounts, 30 % of those live, some with a plan, a card or a return.
import { sql } from 'drizzle-orm';
import { funnelSteps, stepBit } from '#common/experiment';
import { orderingSchemes } from '#common/step-order';
import type { Database } from '../server/src/db/client';

const REGISTERED_SHARE = 0.4;
/** Setup steps before the account: a registered visitor reached at least the four lead steps and `trades`. */
const LEAD_DEPTH = 4;

const schemeNames = `array[${orderingSchemes.map((scheme) => `'${scheme}'`).join(', ')}]`;

/** Per scheme, the reached mask of a visitor who got `depth` steps into its funnel (index 0: none). */
function prefixMasks(): string {
  const cases = orderingSchemes.map((scheme, index) => {
    const masks = [0];
    for (const step of funnelSteps(scheme)) masks.push((masks.at(-1) ?? 0) | stepBit(step));
    return `when ${index} then array[${masks.join(',')}]`;
  });
  return `(case scheme_index ${cases.join(' ')} end)`;
}

/**
 * Accounts 1..n (`g` below): g % 10 < 3 live (phone verified, a trade, a 50+ character description, a business
 * address, published); 3 published but without an address (hidden); the rest part-way. A plan for ~30 %, a card
 * for a quarter.
 */
async function addAccounts(db: Database, count: number): Promise<void> {
  await db.execute(sql`
    insert into "user" (email, password_hash, first_name, last_name, phone_number, phone_verified_at, membership_status)
    select 'funnel-' || g || '@example.com', 'x', 'Bench', 'Trader', '+4478' || lpad(g::text, 8, '0'),
           case when g % 10 < 8 then now() end,
           case when random() < 0.3 then 'PICKED' when random() < 0.5 then 'PAYG' else 'PICK_SUB' end
    from generate_series(1, ${count}) g`);
  const accounts = sql`(select id, row_number() over (order by id) as g from "user" where email like 'funnel-%') as accounts`;
  await db.execute(sql`
    insert into company (user_id, name, description, url, published_at)
    select id, 'Bench Trader ' || g,
           case when g % 10 < 5 then repeat('Reliable local trader, fully insured. ', 2) when g % 10 = 5 then 'Too short.' end,
           case when g % 10 < 4 then 'funnel-' || g end, case when g % 10 < 4 then now() end
    from ${accounts}`);
  await db.execute(sql`
    insert into address (user_id, kind, line_1, postal_town, postcode, country)
    select id, 'business', '1 High Street', 'Town', 'M1 1AE', 'England' from ${accounts} where g % 10 < 3 or g % 10 in (5, 6)`);
  await db.execute(sql`
    insert into user_trade (user_id, trade_id, position)
    select id, (select min(id) from trade), 0 from ${accounts} where g % 10 < 7`);
  await db.execute(sql`
    insert into payment_method (user_id, provider, provider_method_id, brand, last4, exp_month, exp_year, "primary",
                                name_on_card, line_1, postal_town, postcode, country)
    select id, 'local', 'pm_funnel_' || g, 'visa', '4242', 12, 2030, true, 'Bench Trader', '1 High Street', 'Town', 'M1 1AE', 'GB'
    from ${accounts} where g % 4 = 0`);
}

/**
 * `count` visitors at random times over the last `days` days, a scheme each; the first 40 % (by id) are the
 * accounts. Visitors without one got 1–4 lead steps in, the registered 5 to all of them; each passed step saved
 * or skipped at random.
 */
async function addVisits(db: Database, count: number, days: number): Promise<void> {
  const registered = Math.round(count * REGISTERED_SHARE);
  const funnelLength = funnelSteps('original').length;
  await db.execute(sql`
    with accounts as (select id, row_number() over (order by id) as g from "user" where email like 'funnel-%'),
         drawn as (
           select g, floor(random() * 3)::int as scheme_index, now() - random() * ${days} * interval '1 day' as assigned_at,
                  case when g <= ${registered} then ${LEAD_DEPTH + 1} + floor(random() * ${funnelLength - LEAD_DEPTH})::int
                       else 1 + floor(random() * ${LEAD_DEPTH})::int end as depth,
                  floor(random() * 2147483647)::int as save_draw
           from generate_series(1, ${count}) g),
         masked as (
           select d.*, ${sql.raw(prefixMasks())}[d.depth + 1] as reached, ${sql.raw(prefixMasks())}[d.depth] as passed
           from drawn d)
    insert into experiment_visit (visitor_key, scheme, assigned_at, user_id, registered_at, returned_at,
                                  reached_steps, saved_steps, skipped_steps)
    select 'bench-' || m.g, (${sql.raw(schemeNames)})[m.scheme_index + 1], m.assigned_at,
           a.id, case when a.id is not null then m.assigned_at + interval '20 minutes' end,
           case when a.id is not null and random() < 0.3 then m.assigned_at + interval '2 days' end,
           m.reached, m.passed & m.save_draw, m.passed & ~m.save_draw
    from masked m left join accounts a on a.g = m.g and m.g <= ${registered}`);
}

export async function addExperimentVisitors(db: Database, visitors: number, days: number): Promise<void> {
  await addAccounts(db, Math.round(visitors * REGISTERED_SHARE));
  await addVisits(db, visitors, days);
  for (const table of ['user', 'company', 'address', 'user_trade', 'payment_method', 'experiment_visit'])
    await db.execute(sql.raw(`vacuum (analyze) "${table}"`));
}
