import { useId } from 'react';
import { longDateText } from '#common/calendar-date';
import type { AuditEntry, QueueItem } from '#common/contract/calls/admin';
import { coverText } from '#common/contract/calls/insurance';
import { CertificatePreview } from './certificate-preview';
import { DecisionActions } from './decision-actions';
import { formatWhen, holderSentence, kindLabel, traderName } from './review-labels';

export interface ReviewBoxProps {
  item: QueueItem;
  onDecided: (entry: AuditEntry) => void;
}

/** One pending request: who sent it, what they sent, and the decision. */
export function ReviewBox({ item, onDecided }: ReviewBoxProps) {
  const headingId = useId();
  const name = traderName(item);
  const { trader } = item;
  return (
    <article className="review-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="review-card__heading">
        {kindLabel(item.kind)}: {name}
      </h3>
      <p className="review-card__submitted">
        Submitted <time dateTime={item.submitted_at}>{formatWhen(item.submitted_at)}</time>
      </p>
      <dl className="review-card__details">
        {item.document_name && (
          <div className="review-card__detail review-card__detail--key">
            <dt>Name on the ID document</dt>
            <dd>
              {item.document_name.first_name} {item.document_name.last_name} (the account says {name})
            </dd>
          </div>
        )}
        {item.gas_number && (
          <div className="review-card__detail review-card__detail--key">
            <dt>Gas Safe number</dt>
            <dd>{item.gas_number}</dd>
          </div>
        )}
        {item.insurance && (
          <>
            <div className="review-card__detail review-card__detail--key">
              <dt>Insurer</dt>
              <dd>{item.insurance.insurer}</dd>
            </div>
            <div className="review-card__detail review-card__detail--key">
              <dt>Policy number</dt>
              <dd>{item.insurance.policy_number}</dd>
            </div>
            <div className="review-card__detail review-card__detail--key">
              <dt>Cover</dt>
              <dd>{coverText(item.insurance.cover)}</dd>
            </div>
            <div className="review-card__detail review-card__detail--key">
              <dt>Policy ends on</dt>
              <dd>{longDateText(item.insurance.expires_on)}</dd>
            </div>
          </>
        )}
        <div className="review-card__detail">
          <dt>Business</dt>
          <dd>{trader.business_name ?? 'Not given'}</dd>
        </div>
        <div className="review-card__detail">
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${trader.email}`}>{trader.email}</a>
          </dd>
        </div>
        <div className="review-card__detail">
          <dt>Phone</dt>
          <dd>{trader.phone ?? 'Not given'}</dd>
        </div>
        <div className="review-card__detail">
          <dt>Trades</dt>
          <dd>{trader.trades.join(', ') || 'None chosen'}</dd>
        </div>
        <div className="review-card__detail">
          <dt>Work postcode</dt>
          <dd>{trader.postcode ?? 'Not given'}</dd>
        </div>
      </dl>
      {item.gas_number_holders.length > 0 && (
        <div className="review-card__warning" role="note" aria-label="Warning">
          <p>
            <strong>Warning:</strong> this Gas Safe number is already on{' '}
            {item.gas_number_holders.length === 1 ? 'another account' : `${item.gas_number_holders.length} other accounts`}. Check that it
            belongs to this trader before approving it.
          </p>
          <ul>
            {item.gas_number_holders.map((holder) => (
              <li key={holder.id}>{holderSentence(holder)}</li>
            ))}
          </ul>
        </div>
      )}
      {item.document && <CertificatePreview document={item.document} owner={name} />}
      <DecisionActions item={item} subject={`${kindLabel(item.kind)} of ${name}`} onDecided={onDecided} />
    </article>
  );
}
