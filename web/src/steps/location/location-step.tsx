import { lazy, Suspense, useRef } from 'react';
import type { AreaSaver } from '#web/features/areas/area-editor';
import { AddressFinder } from '#web/components/address/address-finder';
import { Checkbox } from '#web/components/ui/checkbox';
import { StepFrame } from '#web/shell/step-frame';
import { savedLine } from './location-rules';
import { useLocation } from './use-location';
import './location-step.css';

// its own chunk: the step stays as small as before until a work address is saved (decision 087)
const AreaEditor = lazy(() => import('#web/features/areas/area-editor').then((module) => ({ default: module.AreaEditor })));

/** The location step: the work address, and the home address when it differs. */
export default function LocationStep() {
  const areaSaver = useRef<AreaSaver | null>(null);
  const { business, home, book, homeIsSame, changeHomeIsSame, pick, onContinue, loading } = useLocation(areaSaver);
  const saving = business.form.pending || home.form.pending;
  return (
    <StepFrame
      route="location"
      heading="What's your work address?"
      intro={<p>Find the address you work from by its postcode.</p>}
      pending={loading || saving}
      generalError={business.error('general') ?? home.error('general')}
      onContinue={onContinue}
    >
      <AddressFinder
        finder={business}
        label="Work address"
        postcodeLabel="Work postcode"
        section="business"
        onPick={pick('business')}
        status={savedLine(book?.business ?? null)}
      />
      <Checkbox
        name="home_is_same"
        label="My home address is the same."
        checked={homeIsSame}
        onChange={(event) => changeHomeIsSame(event.target.checked)}
      />
      {!homeIsSame && (
        <section className="location__home" aria-labelledby="location-home-heading">
          <h2 id="location-home-heading" className="location__home-heading">
            Home address
          </h2>
          <AddressFinder
            finder={home}
            postcodeLabel="Home postcode"
            section="home"
            onPick={pick('home')}
            status={savedLine(book?.home ?? null)}
          />
        </section>
      )}
      {book?.business && (
        <section className="location__areas" aria-labelledby="location-areas-heading">
          <h2 id="location-areas-heading" className="location__home-heading">
            Where you work
          </h2>
          <Suspense fallback={<p aria-busy="true">Loading your areas…</p>}>
            <AreaEditor key={book.business.postcode} saver={areaSaver} />
          </Suspense>
        </section>
      )}
    </StepFrame>
  );
}
