import type { FastifyInstance } from 'fastify';
import type { AreaView } from '#common/contract/calls/service-areas';
import { AREA_MESSAGES, AREA_RADIUS_MAX_MILES, districtOfBase, type AreaInput } from '#common/service-areas';
import { fieldError, FieldErrorList } from '../lib/http-errors';
import { circlesOf, createServiceAreaRepo, type TradeArea } from '../repos/service-area-repo';
import { createTradeRepo } from '../repos/trade-repo';
import { catalogueOf } from './catalogue';
import { districtsOf } from './districts';
import { ESTIMATE_WINDOW_MS } from './jobs-estimate';

/** Service areas per trade (decision 087): the settings calls' reads and saves. */
export function createServiceAreas(app: FastifyInstance) {
  const areas = createServiceAreaRepo(app.db);
  const trades = createTradeRepo(app.db);

  async function viewOf(area: TradeArea, since: Date): Promise<AreaView> {
    const { districts, jobs } = await areas.coverage(area.tradeId, circlesOf(area.bases), since);
    return {
      trade_id: area.tradeId,
      bases: area.bases.map((base) => ({ postcode: base.postcode, radius_miles: base.radiusMiles })),
      districts,
      jobs_last_7_days: jobs,
    };
  }

  async function view(userId: number, now = new Date()): Promise<{ areas: AreaView[] }> {
    const since = new Date(now.getTime() - ESTIMATE_WINDOW_MS);
    const list = await areas.areasOf(userId);
    return { areas: await Promise.all(list.map((area) => viewOf(area, since))) };
  }

  /** Checks what needs the database (the trader's trades, known districts), then replaces in one transaction. */
  async function save(userId: number, input: readonly AreaInput[]): Promise<{ areas: AreaView[] }> {
    const [own, districts] = await Promise.all([trades.tradeIdsOf(userId), districtsOf(app)]);
    const problems = new FieldErrorList();
    input.forEach((area, index) => {
      if (!own.includes(area.trade_id)) problems.add(`areas.${index}.trade_id`, AREA_MESSAGES.notYourTrade);
      area.bases.forEach((base, position) => {
        if (!districts.has(districtOfBase(base.postcode)))
          problems.add(`areas.${index}.bases.${position}.postcode`, AREA_MESSAGES.unknownPostcode);
      });
    });
    problems.throwIfAny();
    const rows = input.map((area) => ({
      tradeId: area.trade_id,
      bases: area.bases.map((base) => ({
        postcode: base.postcode,
        outcode: districtOfBase(base.postcode),
        radiusMiles: base.radius_miles,
      })),
    }));
    // any write lets every kept public page go (decision 084): the profile and directory show the new area
    await app.db.transaction((tx) => areas.replace(userId, rows, tx));
    return view(userId);
  }

  /** The districts within the largest radius of one base, with the trade's recent jobs in each. */
  async function near(postcode: string, tradeId: number, now = new Date()) {
    // the map's counts are of a trade from the list: an id that names none is a slip, not a trade with no jobs
    if (!(await catalogueOf(app)).tradeById.has(tradeId)) throw fieldError('trade_id', 'Please choose a trade.');
    const centre = await areas.centreOf(districtOfBase(postcode));
    if (!centre) throw fieldError('postcode', AREA_MESSAGES.unknownPostcode);
    const since = new Date(now.getTime() - ESTIMATE_WINDOW_MS);
    const found = await areas.districtsNear(tradeId, { ...centre, radiusMiles: AREA_RADIUS_MAX_MILES }, since);
    return {
      centre,
      districts: found.map(({ jobs, ...district }) => ({ ...district, jobs_last_7_days: jobs })),
    };
  }

  return { view, save, near };
}
