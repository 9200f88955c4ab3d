import { pageConfig } from './page-config';
import { track } from './tracking';

/** After a sign-up a job-ad partner sent, its tracking pixel and conversion events fire. */
export function firePartnerConversion(source: string | null, userHash: string): void {
  const partner = source ? pageConfig.partners.find((p) => p.source === source) : undefined;
  if (!partner) return;
  const pixel = new Image(1, 1);
  const url = new URL(partner.pixelUrl);
  url.searchParams.set('event', 'signup');
  url.searchParams.set('uid', userHash);
  pixel.src = url.toString();
  track('lead_register', 'ad.conversion', { source: partner.source });
}
