import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JOB_PRICE_RULE } from '#common/contract/job-price';
import { JobsEstimateSentence, TRADES_SAVED } from './jobs-estimate-sentence';

const estimate = { quotes: 12, name: 'Electrician', postcode: 'SW1A 1AA', lead_credits: { low: 2, high: 8, typical: 4 } };

describe('the jobs estimate', () => {
  it('says what this week’s leads cost in credits and pounds, between the count and the spec’s line', () => {
    render(<JobsEstimateSentence estimate={estimate} />);

    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('There were 12 Electrician jobs this week within 10 miles of SW1A 1AA.');
    expect(status).toHaveTextContent(
      'Electrician leads near SW1A cost 2 to 8 credits each this week, typically 4 (£6.00 + VAT on pay as you go).',
    );
    expect(status).toHaveTextContent('Continue signing up for instant access.');
  });

  it('gives the general rule with its figures when no job was counted', () => {
    render(<JobsEstimateSentence estimate={{ ...estimate, quotes: 0, lead_credits: null }} />);

    expect(JOB_PRICE_RULE).toBe(
      'A lead costs 2 credits for a small job, 4 for a standard job and 8 for a large one, and a credit costs £1.50 + VAT on pay as you go or less on a monthly plan.',
    );
    expect(screen.getByRole('status')).toHaveTextContent(JOB_PRICE_RULE);
  });

  it('tells a signed-in trader their trades are saved instead of asking them to sign up', () => {
    render(<JobsEstimateSentence estimate={{ ...estimate, lead_credits: { low: 4, high: 4, typical: 4 } }} then={TRADES_SAVED} />);

    expect(screen.getByRole('status')).toHaveTextContent('cost 4 credits each this week');
    expect(screen.getByRole('status')).toHaveTextContent('Your trades are saved. Press Continue for the next step.');
    expect(screen.queryByText('Continue signing up for instant access.')).toBeNull();
  });
});
