import type { RouteName } from './routes';
import { stepLinks, type LeadOptions, type OrderingScheme } from './step-order';

export interface LeadState {
  signedIn: boolean;
  postcode: string | null;
  trades: readonly number[];
}

/**
 * The lead-step guards: where a lead step sends a visitor who should not be on it,
 * or null to stay. Signed-in users move on; steps without what they need go back for it.
 */
export function leadRedirect(route: RouteName, state: LeadState, scheme: OrderingScheme, options: LeadOptions): RouteName | null {
  if (state.signedIn) {
    if (route === 'lead_location' || route === 'lead_trades') return 'trades';
    if (route === 'lead_email' || route === 'lead_phone' || route === 'lead_register') {
      // onward past every lead step: the step after registration
      return stepLinks(scheme, 'lead_register', options).next;
    }
    return null;
  }
  if (route === 'lead_trades' && !state.postcode) return 'lead_location';
  if ((route === 'lead_email' || route === 'lead_phone' || route === 'lead_register') && state.trades.length === 0) {
    return state.postcode ? 'lead_trades' : 'lead_location';
  }
  return null;
}
