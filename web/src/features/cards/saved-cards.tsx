import { type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { MAX_CARDS } from '#common/contract/calls/cards';
import { sitePages } from '#common/routes';
import { Button } from '#web/components/ui/button';
import { AuthPopup } from './auth-popup';
import { CardForm } from './card-form';
import { useCardForm } from './use-card-form';
import { WaitPopup } from './wait-popup';
import { SavedCardRow } from './saved-card-row';
import { useCardChanges } from './use-card-changes';
import './cards.css';

/**
 * The account's cards (by the supply terms: up to 5, one primary, the rest backup, at
 * least one kept): make a backup primary, remove a card, add a backup with the billing step's form. The form's link
 * to the Terms of Supply comes from the page (a feature imports no shell).
 */
export function SavedCards({ supplyTermsLink }: { supplyTermsLink: ReactNode }) {
  const adding = useCardForm({ trackAs: 'account.cards', addingBackups: true, onAdded: () => adding.resetForm() });
  const { methods, form, finder } = adding;
  const changes = useCardChanges(adding.setMethods);
  const full = (methods?.length ?? 0) >= MAX_CARDS;

  function submit(event: FormEvent) {
    event.preventDefault();
    void adding.submit();
  }

  return (
    <article className="page account saved-cards">
      <p className="membership-plans__back">
        <Link to={sitePages.myAccount}>Back to my account</Link>
      </p>
      <h1>Your cards</h1>
      <p>Your primary card pays for your leads and membership. If it fails, we try your backup cards in order.</p>
      {changes.notice && (
        <p className="notice" role="status">
          {changes.notice}
        </p>
      )}
      {changes.error && (
        <p className="field-error" role="alert" data-field="general">
          {changes.error}
        </p>
      )}
      {methods === null ? (
        <p className="loading">Loading your cards…</p>
      ) : methods.length === 0 ? (
        <p>You have no saved cards yet.</p>
      ) : (
        <ul className="saved-cards__list" aria-label="Saved cards">
          {methods.map((card) => (
            <SavedCardRow key={card.id} card={card} busy={changes.busy} onMakePrimary={changes.makePrimary} onRemove={changes.remove} />
          ))}
        </ul>
      )}
      <h2>Add a card</h2>
      {full ? (
        <p>You can store up to {MAX_CARDS} cards. Please remove one first.</p>
      ) : (
        <form className="billing" onSubmit={submit} noValidate aria-busy={form.pending || finder.form.pending || undefined}>
          <CardForm step={adding} supplyTermsLink={supplyTermsLink} />
          <Button type="submit" pending={form.pending}>
            Add Card
          </Button>
        </form>
      )}
      {adding.auth && <AuthPopup request={adding.auth} onDone={adding.finishAuth} />}
      <WaitPopup open={adding.verifying} onClose={adding.hideWait} />
    </article>
  );
}
