import { routePath, sitePages } from './routes';

/**
 * The pages the build draws and the server sends inside the first response, so they paint and work before the app's
 * script and with JavaScript off: the first steps (decision 085) and the legal texts their links open
 * (decision 123). Each is named as its file in the build's `prerendered/` folder.
 */
export const drawnPages = {
  lead_location: routePath('lead_location'),
  lead_trades: routePath('lead_trades'),
  terms_of_use: sitePages.termsOfUse,
  terms_of_supply: sitePages.termsOfSupply,
  privacy_policy: sitePages.privacyPolicy,
} as const;

export type DrawnPageName = keyof typeof drawnPages;
export const drawnPageNames = Object.keys(drawnPages) as DrawnPageName[];

/**
 * The drawn legal texts: the same for every visitor the server draws them for, so the browser takes them over as
 * they are whatever the visitor has saved, and whole without the app's script, so they carry no "needs JavaScript"
 * line.
 */
const LEGAL_TEXTS: readonly string[] = ['terms_of_use', 'terms_of_supply', 'privacy_policy'] satisfies DrawnPageName[];

export function isLegalText(name: string | undefined): boolean {
  return name !== undefined && LEGAL_TEXTS.includes(name);
}

export function drawnPageByPath(pathname: string): DrawnPageName | undefined {
  const trimmed = pathname.replace(/(.)\/+$/, '$1');
  return drawnPageNames.find((name) => drawnPages[name] === trimmed);
}
