import { LegalHeading } from './legal-heading';
import { sitePages } from '#common/routes';
import { DocumentLink } from './document-link';
import { NewTabLink } from './new-tab-link';

// Dated 24 May 2018, access request fee £10.
// No title heading: the legal popup supplies it as the h2.
export function PrivacyPolicyContent() {
  return (
    <article>
      <p>Last updated 24 May 2018</p>
      <p>
        Tradespace Ltd (&quot;Tradespace&quot;, &quot;we&quot;, &quot;us&quot;) runs the Tradespace marketplace, where homeowners post jobs
        and tradespeople buy leads for those jobs. We take the privacy of the tradespeople who use our service seriously. This policy
        explains what personal data we collect about you, why we collect it, how we look after it and the rights you have over it.
      </p>
      <p>
        Tradespace Ltd is a company registered in England and Wales. Our registered office is Unit 4, Brookfield Court, 21 Station Road,
        Leeds LS11 5QR. For the purposes of data protection law we are the controller of the personal data described here. This policy
        should be read together with our <DocumentLink document="terms">terms of website use</DocumentLink> and our{' '}
        <DocumentLink document="supply">terms and conditions of supply</DocumentLink>.
      </p>

      <LegalHeading>The data we collect</LegalHeading>
      <p>We collect the following information about you:</p>
      <ul>
        <li>
          Details you give us when you sign up or update your account: your name, company name, e-mail address, mobile and landline numbers,
          business and work addresses, the trades you carry out and the areas you cover.
        </li>
        <li>Profile content you choose to publish, such as your business description, profile picture and photographs of past jobs.</li>
        <li>
          Verification details, such as your Gas Safe registration number, electrical scheme membership, proof of qualifications and
          evidence of indemnity insurance.
        </li>
        <li>
          The result of your ID check, if you take one. Our ID check partner, Stripe, takes the photo of your identity document and your
          selfie and compares them; we never receive or keep those pictures. We keep only the name as it is on your document, whether the
          check passed and the date it did.
        </li>
        <li>
          Payment details. Card numbers are collected and held by our payment provider; we keep only the card type, the last four digits,
          the expiry date and the billing address.
        </li>
        <li>
          Records of your use of the service: the leads you view and buy, credits purchased and spent, subscription history, messages with
          our support team and complaints.
        </li>
        <li>
          Technical data collected automatically when you visit our website, such as your IP address, browser type, device, pages viewed and
          the times of your visits.
        </li>
      </ul>

      <LegalHeading>Cookies</LegalHeading>
      <p>
        Our website uses cookies, which are small text files placed on your device. Some are strictly necessary: they keep you signed in,
        remember where you are in the sign-up process and protect your account against forged requests. Others help us understand how the
        site is used so we can improve it, for example by counting visits and recording which pages are popular.
      </p>
      <p>
        You can block or delete cookies through your browser settings. If you block the strictly necessary cookies, you will not be able to
        sign in or complete your account setup.
      </p>

      <LegalHeading>How we use your data</LegalHeading>
      <p>We use your personal data to:</p>
      <ul>
        <li>create and manage your account and your public Tradespace profile;</li>
        <li>match you with jobs that suit your trades and the areas you work in;</li>
        <li>send you leads by SMS and e-mail, and pass your details to homeowners whose leads you buy;</li>
        <li>take payment for credits and subscriptions, and handle refunds and chargebacks;</li>
        <li>check your registrations, qualifications and insurance where a trade requires it;</li>
        <li>answer your questions and complaints, and tell you about changes to our service;</li>
        <li>prevent fraud, keep our website secure and meet our legal obligations;</li>
        <li>send you news and offers about Tradespace, where you have not told us you would rather not receive them.</li>
      </ul>

      <LegalHeading>The legal basis for processing</LegalHeading>
      <p>
        Under the General Data Protection Regulation and the Data Protection Act 2018 we must have a lawful basis for each use of your data.
        We rely on:
      </p>
      <ul>
        <li>
          <strong>Contract</strong>: most of our processing is needed to provide the service you have signed up for, including sending leads
          and taking payment.
        </li>
        <li>
          <strong>Legal obligation</strong>: for example, keeping financial records for tax purposes.
        </li>
        <li>
          <strong>Legitimate interests</strong>: to improve our service, keep it secure, prevent fraud and tell you about similar services.
          We only do this where our interests are not outweighed by your rights.
        </li>
        <li>
          <strong>Consent</strong>: where we ask for it, such as for optional cookies. You can withdraw consent at any time.
        </li>
      </ul>

      <LegalHeading>Disclosure to third parties</LegalHeading>
      <p>We never sell your personal data. We share it only with:</p>
      <ul>
        <li>homeowners, who see your public profile and receive your contact details when you buy their lead;</li>
        <li>
          service providers who work for us under contract, including our payment processor, SMS and e-mail providers, hosting providers and
          address lookup service;
        </li>
        <li>
          trade registration bodies, such as the Gas Safe Register or an electrical competent person scheme, when we check your
          registration;
        </li>
        <li>
          the police, regulators, courts or other public bodies where the law requires it, or to protect the rights, property or safety of
          Tradespace, our customers or others;
        </li>
        <li>a buyer of all or part of our business, who would be bound by this policy.</li>
      </ul>

      <LegalHeading>Customers who review a tradesperson</LegalHeading>
      <p>
        A tradesperson may ask past customers to review them by giving us each customer&apos;s name and e-mail address. We use these only to
        send that one invitation and a receipt, to stop the same customer being asked again within 90 days, and to check that reviews come
        from real customers. A customer who writes a review gives us a rating, a title, the review, the month of the job and the name to
        show with it; we also record the IP address and browser it was sent from. Our staff use the address, browser and e-mail only to
        check reviews and never publish them: only the rating, title, review, month and the chosen name are shown on the tradesperson&apos;s
        profile once we have checked it. The tradesperson can see the names and addresses they gave us and the reviews, but not the IP
        address or browser. Invitations, reviews and the details above are deleted when the tradesperson closes their account; a customer
        may ask us at any time to see, correct or delete their review and the details we hold about them.
      </p>

      <LegalHeading>Storage and transfers outside the EEA</LegalHeading>
      <p>
        Your data is stored on secure servers, and we use encryption, access controls and regular reviews to protect it. Some of our service
        providers store or process data outside the European Economic Area (EEA). When this happens we make sure your data is protected to
        the same standard as in the UK, for example by using standard contractual clauses approved by the European Commission or by
        transferring only to countries with an adequacy decision.
      </p>
      <p>
        No transmission over the internet is completely secure. Where we have given you a password, you are responsible for keeping it
        confidential.
      </p>

      <LegalHeading>Your rights</LegalHeading>
      <p>You have the right to:</p>
      <ul>
        <li>ask for a copy of the personal data we hold about you;</li>
        <li>ask us to correct data that is wrong or incomplete;</li>
        <li>ask us to delete your data, or to restrict how we use it;</li>
        <li>object to our use of your data for direct marketing or based on legitimate interests;</li>
        <li>ask us to transfer data you have given us to another organisation;</li>
        <li>withdraw any consent you have given.</li>
      </ul>
      <p>
        A data access request is normally free. If a request is clearly unfounded or excessive, or you ask for further copies of the same
        data, we may charge a fee of £10 to cover our administrative costs. We will reply within one month.
      </p>
      <p>
        You can download a copy of your data and close your account yourself, under &quot;Your data&quot; in My account. To use any of these
        rights, please <NewTabLink href={sitePages.contactUs}>contact us</NewTabLink> or e-mail support@tradespace.co.uk. If you are unhappy
        with how we have handled your data, you can complain to the Information Commissioner&apos;s Office (ico.org.uk).
      </p>

      <LegalHeading>Retention</LegalHeading>
      <p>
        We keep your account data for as long as your account is open. If you close your account, we keep the records we need to deal with
        questions, complaints and chargebacks for up to two years, and financial records for six years to meet our tax and accounting
        obligations. After that we delete your data or make it anonymous.
      </p>
      <p>
        Our free first month is given once per tradesperson. When your free month starts, and again if you close your account after having
        it, we keep a keyed hash of your verified mobile number and of your verified e-mail address: a code made with a secret key, from
        which the number or address cannot be read back. A number or address you have not verified is never kept this way. We use these
        codes only to see whether a new account with the same verified number or address has already had its free month, and we keep them
        for as long as we offer a free first month.
      </p>

      <LegalHeading>Changes to this policy</LegalHeading>
      <p>
        We may update this policy from time to time. The date at the top shows when it last changed, and we will tell you by e-mail about
        any important change.
      </p>
    </article>
  );
}
