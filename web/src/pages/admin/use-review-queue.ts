import { useEffect, useState } from 'react';
import type { AuditEntry, QueueItem } from '#common/contract/calls/admin';
import { admin } from '#common/contract/index';
import { call } from '#web/lib/api';
import { isApiError } from '#web/lib/api-error';
import type { AdminContext } from './admin-context';
import { decisionSentence } from './review-labels';

/** The pending requests, oldest first; a decided one leaves the list and says what happened. */
export function useReviewQueue(context: AdminContext) {
  const [items, setItems] = useState<QueueItem[] | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const { sessionEnded } = context;

  useEffect(() => {
    let live = true;
    call(admin.reviewQueue, {}).then(
      (reply) => live && setItems(reply.requests),
      (error: unknown) => {
        if (!live) return;
        if (isApiError(error) && error.status === 401) sessionEnded();
        setItems((current) => current ?? []);
      },
    );
    return () => {
      live = false;
    };
  }, [sessionEnded]);

  function decided(entry: AuditEntry) {
    setItems((list) => (list ?? []).filter((item) => item.id !== entry.request_id));
    setConfirmation(decisionSentence(entry));
  }

  return { items, confirmation, decided };
}
