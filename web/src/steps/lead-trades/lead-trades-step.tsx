import { useState } from 'react';
import { LEAD_TRADE_LIMIT } from '#common/contract/trade-limits';
import { CategorySearch } from '#web/features/trades/category-search';
import { JobsEstimateSentence } from '#web/features/trades/jobs-estimate-sentence';
import { PRIMARY_TRADE_HEADING, PRIMARY_TRADE_TEXT, PrimaryTradeChoice, withPrimaryFirst } from '#web/features/trades/primary-trade-choice';
import { TradePicker } from '#web/features/trades/trade-picker';
import { OfflineNotice } from '#web/components/ui/offline-notice';
import { leadDraft, updateLeadDraft } from '#web/lib/lead-draft';
import { carriedQuery, useGo } from '#web/lib/navigation';
import { pageConfig } from '#web/lib/page-config';
import { track } from '#web/lib/tracking';
import { useJobsEstimate } from '#web/features/trades/use-jobs-estimate';
import { loadParentTrades, useParentTrades } from '#web/features/trades/use-trades';
import { StepFrame } from '#web/shell/step-frame';
import { useStepLinks } from '#web/shell/use-step-links';

// the list arrives with the screen: a list filling in later would push Continue and the footer down
export const preload = loadParentTrades;

/** lead_trades, Reading B: up to 2 trades, the primary when two, then the estimate. */
export default function LeadTradesStep() {
  const go = useGo();
  const trades = useParentTrades();
  const { next } = useStepLinks('lead_trades');
  const [selected, setSelected] = useState<number[]>(leadDraft().trades);
  const [view, setView] = useState<'choose' | 'primary'>('choose');
  const [primary, setPrimary] = useState<number>(leadDraft().trades[0] ?? 0);
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  // a lead step shows the offline notice: a lost connection waits for its Retry
  const jobs = useJobsEstimate('lead_trades', { retryWhenOffline: true });
  const chosen = (trades ?? []).filter((trade) => selected.includes(trade.id));

  function choose(ids: number[]) {
    setSelected(ids);
    setPrimary(ids[0] ?? 0);
    setError(undefined);
    jobs.hide();
  }

  async function save(ordering: number[]) {
    setPending(true);
    updateLeadDraft({ trades: ordering });
    track('lead_trades', 'saved', { trades: ordering });
    const postcode = leadDraft().postcode;
    const found = postcode ? await jobs.request(postcode, ordering[0] ?? 0) : null;
    setPending(false);
    // with no estimate (none, or it failed: only tracked) the flow goes on
    if (!found && next) go(next, carriedQuery());
  }

  async function onContinue() {
    if (jobs.estimate && next) return go(next, carriedQuery());
    if (selected.length === 0) return setError('Please select at least one trade.');
    if (view === 'choose' && selected.length > 1) return setView('primary');
    await save(view === 'primary' ? withPrimaryFirst(selected, primary) : selected);
  }

  const primaryView = view === 'primary';
  return (
    <StepFrame
      route="lead_trades"
      heading={primaryView ? PRIMARY_TRADE_HEADING : 'What type of trade are you?'}
      intro={primaryView ? <p>{PRIMARY_TRADE_TEXT}</p> : undefined}
      pending={pending || trades === null}
      generalError={error}
      onContinue={onContinue}
      onBack={primaryView ? () => (setView('choose'), jobs.hide()) : undefined}
      carry={carriedQuery()}
      plainFormAction=""
    >
      {primaryView ? (
        <PrimaryTradeChoice trades={chosen} primary={primary} onChange={(id) => (setPrimary(id), jobs.hide())} />
      ) : (
        <>
          <TradePicker trades={trades ?? []} selected={selected} limit={LEAD_TRADE_LIMIT} onChange={choose} />
          {pageConfig.formOptions.categorySearch && selected.length === 0 && (
            <CategorySearch
              onPick={(result) => {
                updateLeadDraft({ isCategorySearch: true });
                choose([result.parent.id]);
              }}
            />
          )}
        </>
      )}
      {jobs.estimate && <JobsEstimateSentence estimate={jobs.estimate} />}
      <OfflineNotice />
    </StepFrame>
  );
}
