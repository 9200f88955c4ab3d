import { LegalHeading } from './legal-heading';
import { sitePages } from '#common/routes';
import { DocumentLink } from './document-link';
import { NewTabLink } from './new-tab-link';

// Dated 1 January 2015.
export function TermsOfUseContent() {
  return (
    <article>
      <p>Last updated 1 January 2015</p>
      <p>
        These terms tell you the rules for using the Tradespace website as a tradesperson. The website is run by Tradespace Ltd, a company
        registered in England and Wales. By using the site you accept these terms. If you do not agree with them, please do not use the
        site.
      </p>
      <p>
        Our <DocumentLink document="privacy">privacy policy</DocumentLink> explains how we use your personal data, and our{' '}
        <DocumentLink document="supply">terms and conditions of supply</DocumentLink> apply when you buy credits, leads or a subscription
        from us.
      </p>

      <LegalHeading>Accessing the site</LegalHeading>
      <p>
        The site is made available free of charge. We do not promise that it, or any content on it, will always be available or
        uninterrupted. We may suspend, withdraw or change all or part of the site without notice for business or operational reasons.
      </p>
      <p>To use the tradesperson area you must register and keep your account details up to date. You must supply:</p>
      <ul>
        <li>valid card details, so that credits and subscriptions can be paid for;</li>
        <li>accurate contact details, including an e-mail address and a phone number;</li>
        <li>evidence of current indemnity insurance suitable for the work you carry out;</li>
        <li>proof of qualifications for your trades, including gas or electrical registration where the work requires it.</li>
      </ul>
      <p>
        You must keep your password confidential. We may disable any account if we reasonably believe you have broken these terms or
        supplied false information.
      </p>

      <LegalHeading>Acceptable use</LegalHeading>
      <p>You may use the site only for lawful purposes. You must not:</p>
      <ul>
        <li>break any local, national or international law or regulation;</li>
        <li>act fraudulently, or pretend to be another person or business;</li>
        <li>contact homeowners for any purpose other than quoting for and carrying out the job described in a lead you have bought;</li>
        <li>copy, resell or pass on leads or homeowners&apos; details to anyone else;</li>
        <li>send unsolicited advertising or spam through the site;</li>
        <li>post profile content that is false, misleading, offensive or infringes anyone&apos;s rights;</li>
        <li>
          try to gain unauthorised access to the site, the server it is stored on or any connected system, or use automated tools to collect
          content from it.
        </li>
      </ul>

      <LegalHeading>Intellectual property</LegalHeading>
      <p>
        We own, or are licensed to use, all intellectual property rights in the site and its content, including the Tradespace name and
        logo. You may print or download extracts for your own use in running your business, but you must not change them or use any part of
        them for commercial purposes without our permission.
      </p>
      <p>
        You keep ownership of the content you upload, such as your profile description and job photographs. You give us a free,
        non-exclusive licence to display it on the site and to use it to promote your profile to homeowners.
      </p>

      <LegalHeading>Reliance on information</LegalHeading>
      <p>
        Content on the site is provided for general information only. Job descriptions are written by homeowners and we cannot check them.
        We do not promise that any lead will turn into paid work, or that information on the site is accurate, complete or up to date.
      </p>

      <LegalHeading>Limitation of liability</LegalHeading>
      <p>
        Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud or for anything else
        that cannot be limited by law. Otherwise, we are not liable for any loss or damage arising from your use of, or inability to use,
        the site, or from relying on its content. In particular we are not liable for loss of profits, sales, business or revenue, business
        interruption, loss of anticipated savings, loss of business opportunity, goodwill or reputation, or any indirect or consequential
        loss.
      </p>

      <LegalHeading>Viruses</LegalHeading>
      <p>
        We do not guarantee that the site will be secure or free from bugs or viruses. You are responsible for protecting your own devices
        and should use your own virus protection software.
      </p>
      <p>
        You must not misuse the site by knowingly introducing viruses, trojans, worms or other harmful material. Doing so may be a criminal
        offence under the Computer Misuse Act 1990. We will report any such breach to the relevant authorities and your right to use the
        site will end immediately.
      </p>

      <LegalHeading>Linking to the site</LegalHeading>
      <p>
        You may link to our home page or to your own public profile page, provided you do so in a way that is fair and legal and does not
        damage our reputation. You must not suggest any form of association, approval or endorsement by us where none exists. We may
        withdraw linking permission without notice.
      </p>
      <p>
        Where the site contains links to other sites, they are provided for your information only. We have no control over the content of
        those sites.
      </p>

      <LegalHeading>Changes to these terms</LegalHeading>
      <p>
        We may revise these terms at any time by changing this page. Please check it from time to time, as the terms in force when you use
        the site apply to you.
      </p>

      <LegalHeading>Governing law</LegalHeading>
      <p>
        These terms, and any dispute arising from them or from your use of the site, are governed by the law of England and Wales. The
        courts of England and Wales have exclusive jurisdiction.
      </p>

      <LegalHeading>Contact us</LegalHeading>
      <p>
        If you have any questions about these terms, please <NewTabLink href={sitePages.contactUs}>contact us</NewTabLink> or e-mail
        support@tradespace.co.uk.
      </p>
    </article>
  );
}
