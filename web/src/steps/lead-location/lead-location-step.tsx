import { useEffect, useState } from 'react';
import { endpoints } from '#common/contract/endpoints';
import { normalisePostcode } from '#common/contract/postcode-format';
import { routePath, sitePages } from '#common/routes';
import { TrialAndSupport } from '#web/components/promises/trial-and-support';
import { OfflineNotice } from '#web/components/ui/offline-notice';
import { TextField } from '#web/components/ui/text-field';
import { call } from '#web/lib/api';
import { leadDraft, updateLeadDraft } from '#web/lib/lead-draft';
import { carriedQuery, useGo } from '#web/lib/navigation';
import { track } from '#web/lib/tracking';
import { useTypedBeforeTakeover } from '#web/lib/use-typed-before-takeover';
import { useFormAction } from '#web/lib/use-form-action';
import { StepFrame } from '#web/shell/step-frame';

/** lead_location: the work postcode, checked by the server's address search. */
export default function LeadLocationStep() {
  const go = useGo();
  const query = new URLSearchParams(window.location.search);
  const [postcode, setPostcode] = useState(query.get('postcode') ?? leadDraft().postcode ?? '');
  const form = useFormAction({ trackAs: 'lead_location' });
  useTypedBeforeTakeover('postcode', (typed) => setPostcode((current) => current || typed));

  async function search(value: string) {
    await form.run(async () => {
      await call(endpoints.helpers.addressLookup, { postcode: value }, { retryWhenOffline: true });
      const normalised = normalisePostcode(value);
      updateLeadDraft({ postcode: normalised, redirected: true });
      track('lead_location', 'searched', { postcode: normalised });
      go('lead_trades', carriedQuery());
    });
  }

  // a ?postcode= link searches at once; a stored postcode sends the visitor back where they were
  useEffect(() => {
    const fromLink = new URLSearchParams(window.location.search).get('postcode');
    if (fromLink) {
      void search(fromLink);
      return;
    }
    const lead = leadDraft();
    if (lead.postcode && !lead.redirected) {
      updateLeadDraft({ redirected: true });
      go(lead.trades.length > 0 ? 'lead_register' : 'lead_trades', carriedQuery(), { replace: true });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);

  return (
    <StepFrame
      route="lead_location"
      heading="Looking for more work?"
      intro={
        <>
          <p>Enter your postcode to see jobs in your area for free!</p>
          <TrialAndSupport />
        </>
      }
      pending={form.pending}
      onContinue={() => search(postcode)}
      plainFormAction={routePath('lead_location')}
    >
      <TextField
        name="postcode"
        label="Your work postcode"
        placeholder="Enter your postcode"
        autoComplete="postal-code"
        autoCapitalize="characters"
        enterKeyHint="search"
        value={postcode}
        onChange={(event) => setPostcode(event.target.value)}
        error={form.error('postcode')}
      />
      <p className="step__aside">
        <a href={sitePages.myAccountFromSignup}>Already have an account?</a>
      </p>
      <OfflineNotice />
    </StepFrame>
  );
}
