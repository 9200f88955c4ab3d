import { coverText } from '#common/contract/calls/insurance';
import type { CurrentInsurance, PublicProfile } from '../repos/public-trader-repo';

/**
 * Checked public liability insurance as a schema.org credential of the business: what it is, the cover, until when,
 * and who checked it. Only a current one is ever passed here (decision 135).
 */
function insuranceCredential(insurance: CurrentInsurance): Record<string, unknown> {
  return {
    '@type': 'EducationalOccupationalCredential',
    credentialCategory: 'Public liability insurance',
    name: `Public liability insurance, ${coverText(insurance.cover)} cover`,
    expires: insurance.expiresOn,
    recognizedBy: { '@type': 'Organization', name: 'Tradespace' },
  };
}

/** The checks a homeowner can rely on, as schema.org properties; a lapsed one is not there (decision 137). */
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
    // only while the register's check stands (decision 133)
    ...(profile.registeredCompany
      ? {
          legalName: profile.registeredCompany.name,
          identifier: { '@type': 'PropertyValue', propertyID: 'Companies House company number', value: profile.registeredCompany.number },
        }
      : {}),
    ...(profile.insurance ? { hasCredential: [insuranceCredential(profile.insurance)] } : {}),
    ...checksOf(profile),
  };
}
