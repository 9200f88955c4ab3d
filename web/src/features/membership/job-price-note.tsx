import { JOB_PRICE_RULE, jobPriceText } from '#common/contract/job-price';
import { outcodeOf } from '#common/contract/postcode-format';
import type { OwnJobPrice } from './use-own-job-price';

/** Above the plans: what a lead costs near the trader this week, or the general rule until that is known (decision 116). */
export function JobPriceNote({ price, postcode }: { price: OwnJobPrice | null; postcode: string | null }) {
  const text = price && postcode ? jobPriceText(price.name, outcodeOf(postcode), price.lead_credits) : JOB_PRICE_RULE;
  return <p className="lead-price-note">{text}</p>;
}
