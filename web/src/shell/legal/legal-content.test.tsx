import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sitePages } from '#common/routes';
import { faqEntries } from '../faq/faq-entries';
import { LegalSectionLevel } from './legal-heading';
import { PrivacyPolicyContent } from './privacy-policy-content';
import { SubscriptionTermsContent } from './subscription-terms-content';
import { TermsOfSupplyContent } from './terms-of-supply-content';
import { TermsOfUseContent } from './terms-of-use-content';

describe('privacy policy', () => {
  it('shows its date, the access request fee and every required section', () => {
    render(<PrivacyPolicyContent />);
    expect(document.body).toHaveTextContent('Last updated 24 May 2018');
    expect(document.body).toHaveTextContent('£10');
    const sections = [
      /data we collect/i,
      /cookies/i,
      /how we use your data/i,
      /legal basis/i,
      /disclosure to third parties/i,
      /outside the EEA/i,
      /your rights/i,
      /retention/i,
    ];
    for (const name of sections) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
  });

  it('says under retention that the free month keeps keyed hashes of verified contacts only (decision 106)', () => {
    render(<PrivacyPolicyContent />);
    const retention = screen.getByRole('heading', { name: /retention/i }).parentElement;
    expect(retention).toHaveTextContent(/keyed hash of your verified mobile number and of your verified e-mail address/);
    expect(retention).toHaveTextContent('A number or address you have not verified is never kept this way.');
  });

  it('links to the website terms, the supply terms and the contact page', () => {
    render(<PrivacyPolicyContent />);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining([sitePages.termsOfUse, sitePages.termsOfSupply, sitePages.contactUs]));
  });
});

describe('terms of website use', () => {
  it('shows its date, what tradespeople must supply and the governing law', () => {
    render(<TermsOfUseContent />);
    expect(document.body).toHaveTextContent('Last updated 1 January 2015');
    expect(document.body).toHaveTextContent(/card details/);
    expect(document.body).toHaveTextContent(/contact details/);
    expect(document.body).toHaveTextContent(/indemnity insurance/);
    expect(document.body).toHaveTextContent(/proof of qualifications/);
    expect(document.body).toHaveTextContent(/law of England and Wales/);
  });
});

describe('terms of supply', () => {
  it('shows the card, payment, refund and force majeure rules', () => {
    render(<TermsOfSupplyContent />);
    const facts = [
      'Last updated 24 May 2018',
      '5 cards',
      '£10 / 3 days',
      'Upfront',
      '£15 plus VAT',
      '48 hours',
      '5 working days',
      'credits only',
      'reduced price are not refundable',
      '30 days',
      '1 month free trial',
    ];
    for (const fact of facts) {
      expect(document.body).toHaveTextContent(fact);
    }
  });
});

describe('the legal texts say what the app does', () => {
  it('closing an account is self-service, and the lead price rule has its figures', () => {
    render(<TermsOfSupplyContent />);

    expect(document.body).not.toHaveTextContent('by contacting us');
    expect(document.body).toHaveTextContent('You may close your account yourself at any time, under "Your data" in My account.');
    expect(document.body).toHaveTextContent('A lead costs 2 credits for a small job, 4 for a standard job and 8 for a large one.');
  });

  it('the privacy policy points to the download and the closing the trader does themselves', () => {
    render(<PrivacyPolicyContent />);

    expect(document.body).toHaveTextContent('You can download a copy of your data and close your account yourself');
  });

  it('section headings follow the popup title as h3 and a page title as h2', () => {
    render(<TermsOfSupplyContent />);
    expect(screen.getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(5);
    cleanup();

    render(<LegalSectionLevel level={2}>{<TermsOfSupplyContent />}</LegalSectionLevel>);
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 2, name: 'Ending the agreement' })).toBeInTheDocument();
  });
});

describe('subscription terms', () => {
  it('shows the buyer limit, credit expiry and fee rules', () => {
    render(<SubscriptionTermsContent />);
    const facts = [
      '3 tradespeople',
      '6 months',
      "3 days' notice",
      '2 days before',
      '48 hours',
      '5 working days',
      '£15 plus VAT',
      "one month's subscription fee",
      'During your free trial nothing has been paid, so a change of plan, or a move to pay as you go, starts straight away.',
      'each credit costs £1.50 plus VAT',
    ];
    for (const fact of facts) {
      expect(document.body).toHaveTextContent(fact);
    }
  });
});

describe('faq entries', () => {
  it('has six entries with unique ids', () => {
    expect(faqEntries).toHaveLength(6);
    expect(new Set(faqEntries.map((entry) => entry.id)).size).toBe(6);
  });

  it('makes the free trial and UK support claims', () => {
    const answers = faqEntries.map((entry) => entry.answer.join(' '));
    expect(answers.some((text) => text.includes('1 month free trial'))).toBe(true);
    expect(answers.some((text) => text.includes('UK-based'))).toBe(true);
  });
});
