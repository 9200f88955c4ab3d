import type { ComponentType } from 'react';
import type { RouteName } from '#common/routes';

export interface ScreenModule {
  default: ComponentType;
  /** Fetches what the screen draws first, so it appears whole instead of shifting as data arrives. */
  preload?: () => Promise<unknown>;
}

/** The screen of every route, each its own chunk; steps are composed here and nowhere else. */
export const stepScreens: Record<RouteName, () => Promise<ScreenModule>> = {
  lead_location: () => import('../steps/lead-location/lead-location-step'),
  lead_trades: () => import('../steps/lead-trades/lead-trades-step'),
  lead_email: () => import('../steps/lead-email/lead-email-step'),
  lead_phone: () => import('../steps/lead-phone/lead-phone-step'),
  lead_register: () => import('../steps/lead-register/lead-register-step'),
  lead_existing: () => import('../steps/lead-existing/lead-existing-step'),
  trades: () => import('../steps/trades/trades-step'),
  verify_phone: () => import('../steps/verify-phone/verify-phone-step'),
  description: () => import('../steps/description/description-step'),
  company: () => import('../steps/company/company-step'),
  location: () => import('../steps/location/location-step'),
  photo: () => import('../steps/photo/photo-step'),
  gallery: () => import('../steps/gallery/gallery-step'),
  membership: () => import('../steps/membership/membership-step'),
  billing: () => import('../steps/billing/billing-step'),
  gas: () => import('../steps/gas/gas-step'),
  electric: () => import('../steps/electric/electric-step'),
  complete: () => import('../steps/complete/complete-step'),
};
