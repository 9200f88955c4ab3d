import { useState } from 'react';
import type { AuditEntry, QueueItem } from '#common/contract/calls/admin';
import { call } from '#web/lib/api';
import { isApiError } from '#web/lib/api-error';
import type { AdminContext } from './admin-context';
import { decisionSentence } from './review-labels';
import { useCall } from '#web/lib/use-call';
import { endpoints } from '#common/contract/endpoints';

/** The pending requests, oldest first; a decided one leaves the list and says what happened. */
export function useReviewQueue(context: AdminContext) {
  const [items, setItems] = useState<QueueItem[] | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const { sessionEnded } = context;

  useCall(() => call(endpoints.admin.reviewQueue, {}), [], {
    loaded: (reply) => setItems(reply.requests),
    failed: (error) => {
      if (isApiError(error) && error.status === 401) sessionEnded();
      setItems((current) => current ?? []);
    },
  });

  function decided(entry: AuditEntry) {
    setItems((list) => (list ?? []).filter((item) => item.id !== entry.request_id));
    setConfirmation(decisionSentence(entry));
  }

  return { items, confirmation, decided };
}
