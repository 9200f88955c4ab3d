import { useEffect } from 'react';
import type { UserView } from '#common/contract/user';
import { endpoints } from '#common/contract/endpoints';
import { call, whenSignedOut } from './api';
import { noteAccountInThisBrowser } from './return-to-step';
import { createExternalStore } from './external-store';
import { pageConfig } from './page-config';

export const USER_PING_MS = 30_000;

const store = createExternalStore<UserView | null>(pageConfig.user);
/** Whether this page has known a signed-in user: signed out since, a step offers sign-in again where it is (decision 119). */
let knewUser = pageConfig.user !== null;
store.subscribe(() => {
  if (store.get() === null) return;
  knewUser = true;
  noteAccountInThisBrowser();
});
if (knewUser) noteAccountInThisBrowser();
// a 401 inside the setup app: the session ended (signed out in another tab, say); the step stays and offers sign-in
whenSignedOut(() => store.set(null));

export function wasSignedInOnThisPage(): boolean {
  return knewUser;
}

export function useUser(): UserView | null {
  return store.use();
}

export function currentUser(): UserView | null {
  return store.get();
}

/** Refreshes the user after a save. */
export async function refreshUser(): Promise<UserView | null> {
  const info = await call(endpoints.account.accountInfo, { version_tag: pageConfig.appVersion, app: 'web' });
  store.set(info.user);
  if (info.version_status.reload) window.location.reload();
  return info.user;
}

/** A user-info ping every 30 s, only while the tab is visible. */
export function useUserInfoPing(): void {
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') refreshUser().catch(() => undefined);
    }, USER_PING_MS);
    return () => window.clearInterval(timer);
  }, []);
}
