import { useState } from 'react';
import type { CallOutput } from '#common/contract/define-call';
import type { adminReviews } from '#common/contract/calls/reviews';
import { endpoints } from '#common/contract/endpoints';
import { call } from '#web/lib/api';
import { isApiError } from '#web/lib/api-error';
import { useCall } from '#web/lib/use-call';
import type { AdminContext } from '../admin-context';

export type ModeratedReview = CallOutput<typeof adminReviews>['reviews'][number];
export type ReviewList = 'pending' | 'reported';

/** The reviews of one list, oldest first; a decided one leaves the list and says what happened. */
export function useCustomerReviews(list: ReviewList, context: AdminContext) {
  const [loaded, setLoaded] = useState<{ list: ReviewList; reviews: ModeratedReview[] } | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const { sessionEnded } = context;

  useCall(() => call(endpoints.reviews.adminReviews, { status: list }), [list], {
    loaded: (reply) => setLoaded({ list, reviews: reply.reviews }),
    failed: (error) => {
      if (isApiError(error) && error.status === 401) sessionEnded();
      setLoaded({ list, reviews: [] });
    },
  });

  function decided(id: number, sentence: string) {
    setLoaded((current) => current && { ...current, reviews: current.reviews.filter((review) => review.id !== id) });
    setConfirmation(sentence);
  }

  return { reviews: loaded?.list === list ? loaded.reviews : null, confirmation, decided };
}
