import type { ReactNode } from 'react';
import './account-contents.css';

/** The sections of /my-account in page order: each a landmark with its heading, each in the contents list. */
export const accountSections = {
  publicProfile: { id: 'public-profile', title: 'Public profile' },
  setupProgress: { id: 'setup-progress', title: 'Setup progress' },
  // the complete step's "Add more checks" links here (sitePages.myAccountChecks); its insurance and ID rows keep
  // the anchors #insurance and #id-check (features/checks/insurance-check-row.tsx, features/checks/identity-check-row.tsx)
  checks: { id: 'checks', title: 'Checks' },
  awayMode: { id: 'away-mode', title: 'Away mode' },
  // the complete step's offer to ask customers for reviews links here (sitePages.myAccountReviews)
  askForReviews: { id: 'ask-for-reviews', title: 'Ask for reviews' },
  // e-mails about a plan link here (server/src/services/membership-cancel.ts)
  membership: { id: 'membership', title: 'Membership' },
  billing: { id: 'billing', title: 'Billing' },
  whereYouWork: { id: 'where-you-work', title: 'Where you work' },
  passwordAndSignIn: { id: 'password-and-sign-in', title: 'Password and sign-in' },
  yourData: { id: 'your-data', title: 'Your data' },
  closeAccount: { id: 'close-my-account', title: 'Close my account' },
} as const;

export type AccountSectionName = keyof typeof accountSections;

export const sectionHeadingId = (name: AccountSectionName) => `${accountSections[name].id}-heading`;

/** One section of /my-account: `<section aria-labelledby>` with its h2 (h3 for one inside another). */
export function AccountSection({
  name,
  className,
  level = 2,
  children,
}: {
  name: AccountSectionName;
  className?: string;
  level?: 2 | 3;
  children: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section id={accountSections[name].id} className={className} aria-labelledby={sectionHeadingId(name)}>
      <Heading id={sectionHeadingId(name)}>{accountSections[name].title}</Heading>
      {children}
    </section>
  );
}

/** The GOV.UK "contents" pattern: a list of links to the page's sections, at its top. */
export function AccountContents() {
  return (
    <nav className="account-contents" aria-labelledby="account-contents-heading">
      <h2 id="account-contents-heading" className="account-contents__title">
        Contents
      </h2>
      <ol className="account-contents__list">
        {Object.values(accountSections).map(({ id, title }) => (
          <li key={id}>
            <a href={`#${id}`}>{title}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
