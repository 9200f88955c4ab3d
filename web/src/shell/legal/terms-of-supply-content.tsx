import { LegalHeading } from './legal-heading';
import { JOB_PRICE_BY_SIZE } from '#common/contract/job-price';
import { sitePages } from '#common/routes';
import { DocumentLink } from './document-link';
import { NewTabLink } from './new-tab-link';

// Dated 24 May 2018; card, payment, refund and force majeure rules.
export function TermsOfSupplyContent() {
  return (
    <article>
      <p>Last updated 24 May 2018</p>
      <p>
        These terms apply when you, a tradesperson, buy credits, leads or a subscription from Tradespace Ltd (&quot;Tradespace&quot;,
        &quot;we&quot;, &quot;us&quot;), a company registered in England and Wales whose registered office is Unit 4, Brookfield Court, 21
        Station Road, Leeds LS11 5QR. You buy from us in the course of your business, not as a consumer. Please read them together with our{' '}
        <DocumentLink document="terms">terms of website use</DocumentLink> and our{' '}
        <DocumentLink document="privacy">privacy policy</DocumentLink>.
      </p>

      <LegalHeading>Our service</LegalHeading>
      <p>
        Homeowners post details of jobs they want done on Tradespace. We turn each job into a lead and offer it to tradespeople whose trades
        and working area match the job. Each lead shows a description of the work and its general location before you decide whether to buy
        it.
      </p>
      <p>
        You choose which leads to buy. We do not promise that any homeowner will hire you, or that any number of leads will be available in
        your area.
      </p>

      <LegalHeading>Buying leads with credits</LegalHeading>
      <ul>
        <li>Leads are bought with credits. {JOB_PRICE_BY_SIZE} The number of credits a lead costs is shown before you buy it.</li>
        <li>
          Credits come with your monthly subscription or can be bought on a pay as you go basis. Credits have no cash value and cannot be
          transferred to another account.
        </li>
        <li>
          New leads that match your trades and location are sent to you by SMS and e-mail. When you buy a lead, we send you the
          homeowner&apos;s contact details by SMS and e-mail and they also appear in your account.
        </li>
        <li>From time to time we may offer a lead at a reduced price, for example when it has been available for some time.</li>
      </ul>

      <LegalHeading>Subscriptions and the free trial</LegalHeading>
      <p>
        Monthly subscriptions start with a 1 month free trial. During the trial you pay no subscription fee. When the trial ends your
        subscription continues automatically each month until you cancel it. You can cancel at any time before the next renewal date and you
        will not be charged for the following month. The subscription terms shown when you choose a plan also apply.
      </p>

      <LegalHeading>Payment cards</LegalHeading>
      <ul>
        <li>You may store up to 5 cards on your account.</li>
        <li>
          One card is your primary card, which we charge first. The others are backup cards, which we may charge if a payment from your
          primary card fails.
        </li>
        <li>
          You must keep at least one active card on your account while you hold a subscription or owe us money. You can change your primary
          card, add cards or remove backup cards in your account at any time.
        </li>
        <li>Card details are held by our payment provider, not by Tradespace. Your bank may ask you to confirm a payment or a new card.</li>
      </ul>

      <LegalHeading>Payment plans</LegalHeading>
      <p>When you buy pay as you go credits you can choose one of two payment plans:</p>
      <ul>
        <li>
          <strong>£10 / 3 days</strong>: the cost of your purchases builds up as a balance on your account. We charge your card when the
          balance reaches £10 or 3 days after your first unpaid purchase, whichever comes first.
        </li>
        <li>
          <strong>Upfront</strong>: you pay for credits before you use them, and leads are paid for from your credit balance.
        </li>
      </ul>
      <p>
        All prices are shown excluding VAT, which is added at the current rate. If a payment fails on all of your cards we may suspend your
        account until the amount owed is paid.
      </p>

      <LegalHeading>Chargebacks</LegalHeading>
      <p>
        If you ask your bank to reverse a payment to us (a chargeback), we will charge an administration fee of £15 plus VAT to cover our
        costs, unless the chargeback is decided in your favour. Please raise any problem with us first. We may suspend your account while a
        chargeback is open.
      </p>

      <LegalHeading>Refunds</LegalHeading>
      <p>
        If a lead is not genuine, for example the contact details are wrong, the job is a duplicate or it is clearly outside the trades you
        chose, you may ask for a refund. Please note:
      </p>
      <ul>
        <li>You must complain within 48 hours of buying the lead.</li>
        <li>We will investigate and tell you the outcome within 5 working days.</li>
        <li>Refunds are given as credits only, added back to your account. We do not refund cash.</li>
        <li>Leads bought at a reduced price are not refundable.</li>
        <li>A lead is not refundable just because the homeowner chose another tradesperson or did not go ahead with the job.</li>
      </ul>

      <LegalHeading>Your responsibilities</LegalHeading>
      <p>
        You must keep your contact details, insurance and qualifications up to date, carry out work with reasonable skill and care, and deal
        with homeowners honestly. The contract for any job is between you and the homeowner; Tradespace is not a party to it.
      </p>

      <LegalHeading>Limitation of liability</LegalHeading>
      <p>
        Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud or for anything else
        that cannot be limited by law. Otherwise, we are not liable for loss of profits, business, contracts or goodwill, or for any
        indirect loss. Our total liability to you in any 12-month period is limited to the amount you paid us in that period.
      </p>

      <LegalHeading>Force majeure</LegalHeading>
      <p>
        Neither of us is liable for a delay or failure caused by events outside our reasonable control, such as a failure of a
        telecommunications network, power cut, fire, flood or industrial action. If such an event lasts more than 30 days, either party may
        cancel the agreement by giving written notice to the other.
      </p>

      <LegalHeading>Ending the agreement</LegalHeading>
      <p>
        You may close your account yourself at any time, under &quot;Your data&quot; in My account. We may suspend or close your account if
        you break these terms, fail to pay, or give us false information. Any credits left in a closed account are lost, unless we closed it
        without good reason.
      </p>

      <LegalHeading>Governing law</LegalHeading>
      <p>
        These terms are governed by the law of England and Wales, and the courts of England and Wales have exclusive jurisdiction over any
        dispute.
      </p>

      <LegalHeading>Contact us</LegalHeading>
      <p>
        For questions, complaints or refund requests, please <NewTabLink href={sitePages.contactUs}>contact us</NewTabLink> or e-mail
        support@tradespace.co.uk.
      </p>
    </article>
  );
}
