import type { FastifyInstance } from 'fastify';
import { serviceAreas } from '#common/contract/index';
import { registerCall } from '#server/lib/register-call';
import { requireUser } from '#server/lib/require-user';
import { createServiceAreas } from '#server/services/service-areas';

/** The service areas per trade (decision 087): read, save, and the districts a map draws. */
export default async function areaSettingsRoutes(app: FastifyInstance) {
  const areas = createServiceAreas(app);
  registerCall(app, serviceAreas.areaSettings, async ({ request }) => areas.view(requireUser(request)));
  registerCall(app, serviceAreas.areaSettingsSave, async ({ input, request }) => areas.save(requireUser(request), input.areas));
  registerCall(app, serviceAreas.areaDistricts, async ({ input, request }) => {
    requireUser(request);
    return areas.near(input.postcode, input.trade_id);
  });
}
