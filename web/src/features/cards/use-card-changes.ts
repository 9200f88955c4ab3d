import { useState } from 'react';
import type { CardMethod } from '#common/contract/calls/cards';
import { call } from '#web/lib/api';
import { isApiError } from '#web/lib/api-error';
import { cardName } from './card-added';
import { endpoints } from '#common/contract/endpoints';

/** Make-primary and remove on the cards page: one change at a time, the list replaced by the server's. */
export function useCardChanges(setMethods: (methods: CardMethod[]) => void) {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function change(run: () => Promise<{ methods: CardMethod[] }>, done: string) {
    if (busy) return;
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      setMethods((await run()).methods);
      setNotice(done);
    } catch (caught) {
      // a refusal (the last card) comes under general; other failures went to the error popup
      if (isApiError(caught) && caught.isValidation)
        setError(caught.fieldErrors.general?.[0] ?? 'Something went wrong; please try again later.');
    } finally {
      setBusy(false);
    }
  }

  return {
    busy,
    notice,
    error,
    makePrimary: (card: CardMethod) =>
      change(() => call(endpoints.cards.methodPrimary, {}, { params: { id: card.id } }), `${cardName(card)} is now your primary card.`),
    remove: (card: CardMethod) =>
      change(() => call(endpoints.cards.methodRemove, {}, { params: { id: card.id } }), `${cardName(card)} was removed.`),
  };
}
