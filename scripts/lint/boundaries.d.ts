// The types of boundaries.js (plain JavaScript, since eslint.config.js loads it before any TypeScript runs).

export interface Zone {
  target: string | string[];
  from: string | string[];
  message: string;
  /** Paths inside `from` that the zone allows (relative to it). */
  except?: string[];
}

export const INFRASTRUCTURE_PLUGINS: string[];
export const WEB_FEATURES: string[];
export const layers: (Zone & { name: string })[];
export const boundaryZones: Zone[];
