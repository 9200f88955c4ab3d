import { useEffect, useState } from 'react';
import { trades as tradesContract } from '#common/contract/index';
import type { CallOutput } from '#common/contract/define-call';
import { JobsEstimateSentence, TRADES_SAVED } from '#web/features/trades/jobs-estimate-sentence';
import { PRIMARY_TRADE_HEADING, PRIMARY_TRADE_TEXT, PrimaryTradeChoice, withPrimaryFirst } from '#web/features/trades/primary-trade-choice';
import { TradeChecklist } from '#web/features/trades/trade-checklist';
import { call } from '#web/lib/api';
import { useGo } from '#web/lib/navigation';
import { track } from '#web/lib/tracking';
import { useFormAction } from '#web/lib/use-form-action';
import { useJobsEstimate } from '#web/features/trades/use-jobs-estimate';
import { refreshUser, useUser } from '#web/lib/user-store';
import { StepFrame } from '#web/shell/step-frame';
import { useStepLinks } from '#web/shell/use-step-links';
import { endpoints } from '#common/contract/endpoints';

type Settings = CallOutput<typeof tradesContract.tradeSettings>;

/** Reading A: the signed-in trades step, limited by the server (default 4). */
export default function TradesStep() {
  const go = useGo();
  const user = useUser();
  const { next } = useStepLinks('trades');
  const [settings, setSettings] = useState<Settings | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [primary, setPrimary] = useState(0);
  const [view, setView] = useState<'choose' | 'primary'>('choose');
  const form = useFormAction();
  const jobs = useJobsEstimate('trades');

  useEffect(() => {
    call(endpoints.trades.tradeSettings, {}).then(
      (reply) => {
        setSettings(reply);
        setSelected(reply.ordering);
        setPrimary(reply.ordering[0] ?? 0);
      },
      () => undefined,
    );
  }, []);

  const options = Object.values(settings?.parents ?? {}).sort((a, b) => a.name.localeCompare(b.name));
  const limit = settings?.limit ?? 4;

  function choose(ids: number[]) {
    setSelected(ids);
    setPrimary(ids[0] ?? 0);
    jobs.hide();
  }

  function save(ordering: number[]) {
    return form.run(async () => {
      await call(endpoints.trades.tradeSettingsSave, { ordering, autochildren: true });
      track('trades', 'saved', { ordering });
      const fresh = await refreshUser();
      const postcode = fresh?.location.postcode ?? user?.location.postcode;
      const shown = ordering.length > 1 && postcode ? await jobs.request(postcode, ordering[0] ?? 0) : null;
      if (!shown && next) go(next); // with one trade the flow continues
    });
  }

  async function onContinue() {
    if (jobs.estimate && next) return go(next);
    if (selected.length === 0) return form.setErrors({ ordering: ['Please select at least one trade.'] });
    if (view === 'choose' && selected.length > 1) return setView('primary');
    await save(view === 'primary' ? withPrimaryFirst(selected, primary) : selected);
  }

  const primaryView = view === 'primary';
  return (
    <StepFrame
      route="trades"
      heading={primaryView ? PRIMARY_TRADE_HEADING : 'Your trades'}
      intro={<p>{primaryView ? PRIMARY_TRADE_TEXT : 'Let us know what type of work you specialise in.'}</p>}
      pending={form.pending || settings === null}
      generalError={form.error('ordering')}
      onContinue={onContinue}
      onBack={primaryView ? () => (setView('choose'), jobs.hide()) : undefined}
    >
      {primaryView ? (
        <PrimaryTradeChoice
          trades={options.filter((t) => selected.includes(t.id))}
          primary={primary}
          onChange={(id) => (setPrimary(id), jobs.hide())}
        />
      ) : (
        <TradeChecklist legend={`Select up to ${limit} trades`} trades={options} selected={selected} limit={limit} onChange={choose} />
      )}
      {jobs.estimate && <JobsEstimateSentence estimate={jobs.estimate} then={TRADES_SAVED} />}
    </StepFrame>
  );
}
