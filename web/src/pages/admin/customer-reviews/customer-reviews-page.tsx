import { Link, useSearchParams } from 'react-router';
import { adminPages } from '#common/admin-pages';
import { useAdminContext } from '../admin-context';
import { CustomerReviewBox } from './customer-review-box';
import { useCustomerReviews, type ReviewList } from './use-customer-reviews';
import './customer-reviews.css';
import { DecisionConfirmation } from '../decision-confirmation';

const lists: { key: ReviewList; label: string; href: string }[] = [
  { key: 'pending', label: 'Waiting to be published', href: adminPages.customerReviews },
  { key: 'reported', label: 'Reported by the trader', href: `${adminPages.customerReviews}?status=reported` },
];

const intros: Record<ReviewList, string> = {
  pending:
    'Reviews customers wrote through a trader’s invitation, oldest first. Publish every genuine review, good or bad: a low rating is no reason to reject one.',
  reported:
    'Published reviews their trader asked us to look at again. Keep one published unless it breaks a rule; it stays public until you decide.',
};

/** /admin/reviews: customer reviews to publish or reject, with the signals beside each (decision 140). */
export default function CustomerReviewsPage() {
  const [search] = useSearchParams();
  const list: ReviewList = search.get('status') === 'reported' ? 'reported' : 'pending';
  const { reviews, confirmation, decided } = useCustomerReviews(list, useAdminContext());
  return (
    <section className="review-queue" aria-labelledby="customer-reviews-heading">
      <h1 id="customer-reviews-heading">Customer reviews</h1>
      <nav className="customer-reviews__lists" aria-label="Which reviews">
        {lists.map((item) => (
          <Link key={item.key} to={item.href} aria-current={item.key === list ? 'page' : undefined}>
            {item.label}
          </Link>
        ))}
      </nav>
      <p className="review-queue__intro">{intros[list]}</p>
      <DecisionConfirmation confirmation={confirmation} />
      {reviews === null && <p className="loading">Loading…</p>}
      {reviews?.length === 0 && (
        <p className="review-queue__empty">{list === 'pending' ? 'No review is waiting to be published.' : 'No review is reported.'}</p>
      )}
      {reviews && reviews.length > 0 && (
        <>
          <h2 className="review-queue__count">{list === 'pending' ? `${reviews.length} waiting` : `${reviews.length} reported`}</h2>
          <ol className="review-queue__list">
            {reviews.map((review) => (
              <li key={review.id}>
                <CustomerReviewBox review={review} onDecided={decided} />
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
