import type { PublicProfile } from '../repos/public-trader-repo';

/** The checks a homeowner can rely on, as schema.org properties; a lapsed one is not there (docs/decisions/137). */
function checksOf(profile: PublicProfile): Record<string, unknown> {
  if (!profile.idCheckedAt) return {};
  return {
    additionalProperty: [{ '@type': 'PropertyValue', name: 'ID checked', value: profile.idCheckedAt.toISOString().slice(0, 10) }],
  };
}

/**
 * schema.org LocalBusiness for search engines (written out by layout.ts through jsonLdScript,
 * which keeps user text from closing the script). Only the district, never the full postcode.
 */
export function localBusiness(profile: PublicProfile, canonical: string, image: string | null): Record<string, unknown> {
  const place = profile.district ? profile.district.place || profile.district.county : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': canonical,
    name: profile.name,
    url: canonical,
    ...(profile.description ? { description: profile.description } : {}),
    ...(image ? { image } : {}),
    ...(profile.district
      ? {
          address: {
            '@type': 'PostalAddress',
            postalCode: profile.district.outcode,
            ...(place ? { addressLocality: place } : {}),
            addressCountry: 'GB',
          },
          areaServed: place ?? profile.district.outcode,
        }
      : {}),
    ...(profile.trades.length > 0 ? { knowsAbout: profile.trades.map((trade) => trade.name) } : {}),
    ...(profile.website ? { sameAs: [profile.website] } : {}),
    ...checksOf(profile),
  };
}
