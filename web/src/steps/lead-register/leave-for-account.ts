import { endpoints } from '#common/contract/endpoints';
import { sitePages } from '#common/routes';
import { call } from '#web/lib/api';
import { clearLeadDraft } from '#web/lib/lead-draft';
import { pageConfig } from '#web/lib/page-config';

export const ACCOUNT_REDIRECT_DELAY_MS = 500;

/**
 * After registering with the redirect option: the user info is refreshed, then the visitor goes to /my-account
 * after 500 ms, straight from the register screen. The fresh user is not put in the store the wizard's guards
 * follow, and the draft stays until the page goes: either would send the visitor on to another step first
 * (verify_phone texts a code as it opens, which nobody asked for).
 */
export async function leaveForAccount(): Promise<void> {
  await call(endpoints.account.accountInfo, { version_tag: pageConfig.appVersion, app: 'web' });
  await new Promise((resolve) => window.setTimeout(resolve, ACCOUNT_REDIRECT_DELAY_MS));
  clearLeadDraft();
  window.location.assign(sitePages.myAccount);
}
