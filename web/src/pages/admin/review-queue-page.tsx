import { useAdminContext } from './admin-context';
import { ReviewBox } from './review-box';
import { StaffAlerts } from './staff-alerts';
import { useReviewQueue } from './use-review-queue';
import { DecisionConfirmation } from './decision-confirmation';

/** /admin once signed in: gas numbers and certificates waiting for review, oldest first. */
export default function ReviewQueuePage() {
  const context = useAdminContext();
  const { items, confirmation, decided } = useReviewQueue(context);
  return (
    <section className="review-queue" aria-labelledby="review-queue-heading">
      <h1 id="review-queue-heading">Review queue</h1>
      <p className="review-queue__intro">
        Gas Safe numbers and electrician certificates waiting for a decision, oldest first. The trader is e-mailed either way.
      </p>
      <StaffAlerts />
      <DecisionConfirmation confirmation={confirmation} />
      {items === null && <p className="loading">Loading…</p>}
      {items?.length === 0 && <p className="review-queue__empty">Nothing is waiting for review.</p>}
      {items && items.length > 0 && (
        <>
          <h2 className="review-queue__count">{items.length} waiting</h2>
          <ol className="review-queue__list">
            {items.map((item) => (
              <li key={item.id}>
                <ReviewBox item={item} onDecided={decided} />
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
