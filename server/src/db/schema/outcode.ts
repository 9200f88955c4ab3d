import { doublePrecision, pgTable, text } from 'drizzle-orm/pg-core';

/** A UK postcode district and its centroid (shared/data/uk-outcodes.csv). */
export const outcode = pgTable('outcode', {
  outcode: text('outcode').primaryKey(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  place: text('place').notNull(),
  county: text('county').notNull(),
  country: text('country').notNull(),
});
