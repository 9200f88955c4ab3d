import { LegalHeading } from './legal-heading';
import { PAYG_CREDIT_PENCE } from '#common/contract/credit-price';
import { sitePages } from '#common/routes';
import { DocumentLink } from './document-link';
import { NewTabLink } from './new-tab-link';

// The subscription terms linked from the membership step.
export function SubscriptionTermsContent() {
  return (
    <article>
      <p>
        These terms apply to a Tradespace monthly subscription. They add to our{' '}
        <DocumentLink document="supply">terms and conditions of supply</DocumentLink>, which also apply. Where the two differ, these
        subscription terms apply to your subscription.
      </p>

      <LegalHeading>What you get</LegalHeading>
      <ul>
        <li>
          Each month your subscription adds the number of credits shown for your plan to your account. You use credits to buy the leads you
          choose.
        </li>
        <li>At most 3 tradespeople can buy any one job, so you never compete with a long list of others for the same work.</li>
        <li>
          Credits expire after 6 months. Credits that have not been used by then are removed from your account and cannot be refunded.
        </li>
      </ul>

      <LegalHeading>Free trial and renewal</LegalHeading>
      <ul>
        <li>Your first month is a free trial, with no subscription fee and no hidden costs.</li>
        <li>After the free trial your plan continues automatically each month until you cancel it.</li>
        <li>
          You can cancel at any time before your renewal date. You will not be charged again, and you can keep using your remaining credits
          until they expire.
        </li>
      </ul>

      <LegalHeading>Paying for your plan</LegalHeading>
      <ul>
        <li>
          The monthly fee, plus VAT, is taken from your primary card about 2 days before the monthly anniversary of your subscription, so
          that your new credits are ready on time.
        </li>
        <li>
          To move to a different plan, please give us 3 days&apos; notice before your next payment. The new plan starts from your next
          monthly anniversary.
        </li>
        <li>During your free trial nothing has been paid, so a change of plan, or a move to pay as you go, starts straight away.</li>
        <li>On pay as you go there is no monthly fee, and each credit costs £{(PAYG_CREDIT_PENCE / 100).toFixed(2)} plus VAT.</li>
      </ul>

      <LegalHeading>Refunds and chargebacks</LegalHeading>
      <ul>
        <li>If you are unhappy with a lead, you must complain within 48 hours of buying it.</li>
        <li>We will investigate, which normally takes about 5 working days.</li>
        <li>Where a refund is due, it is given as credits added back to your account.</li>
        <li>
          If you ask your bank to reverse a payment (a chargeback), we will charge an administration fee of £15 plus VAT, unless the
          chargeback is decided in your favour.
        </li>
      </ul>

      <LegalHeading>Our liability</LegalHeading>
      <p>
        Nothing in these terms limits liability that cannot be limited by law. Otherwise, our total liability to you in connection with your
        subscription is capped at one month&apos;s subscription fee.
      </p>

      <LegalHeading>Questions</LegalHeading>
      <p>
        If you have any questions about your subscription, please <NewTabLink href={sitePages.contactUs}>contact us</NewTabLink> or e-mail
        support@tradespace.co.uk.
      </p>
    </article>
  );
}
