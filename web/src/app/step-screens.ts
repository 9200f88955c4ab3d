import type { ComponentType } from 'react';
import type { RouteName } from '../../../common/routes';

type ScreenModule = { default: ComponentType };
const placeholder = () => import('../shell/step-placeholder');

/** The screen of every route, each its own chunk; steps are composed here and nowhere else. */
export const stepScreens: Record<RouteName, () => Promise<ScreenModule>> = {
  lead_location: placeholder,
  lead_trades: placeholder,
  lead_email: placeholder,
  lead_phone: placeholder,
  lead_register: placeholder,
  lead_existing: placeholder,
  trades: placeholder,
  verify_phone: placeholder,
  description: placeholder,
  company: placeholder,
  location: placeholder,
  photo: placeholder,
  gallery: placeholder,
  membership: placeholder,
  billing: placeholder,
  gas: placeholder,
  electric: placeholder,
  complete: () => import('../steps/complete/complete-step'),
};
