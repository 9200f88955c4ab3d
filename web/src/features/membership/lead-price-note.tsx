import { LEAD_PRICE_RULE, leadPriceText } from '#common/contract/lead-price';
import { outcodeOf } from '#common/contract/postcode-format';
import type { OwnLeadPrice } from './use-own-lead-price';

/** Above the plans: what a lead costs near the trader this week, or the general rule until that is known (decision 116). */
export function LeadPriceNote({ price, postcode }: { price: OwnLeadPrice | null; postcode: string | null }) {
  const text = price && postcode ? leadPriceText(price.name, outcodeOf(postcode), price.lead_credits) : LEAD_PRICE_RULE;
  return <p className="lead-price-note">{text}</p>;
}
