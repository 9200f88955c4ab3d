import { PAGE_CONFIG_GLOBAL, TRACKED_PRESS_MARK } from '#common/app-defaults';
import { tracking } from '#common/contract/index';
import { XSRF_COOKIE } from './cookie-names';

/**
 * The drawn page's own handler for the presses that need the app (decision 107): a logo pressed before the
 * app has taken over (the root still `data-prerendered`) is tracked here, with what the app's tracking call sends
 * (the page's tracking session, `X-Requested-With`, the XSRF cookie echoed), `keepalive` so the way to the site's
 * root does not cut it off. A press the app has tracked carries its mark and is left alone, so none is sent twice.
 */
export function firstPaintPresses(nonce: string): string {
  const trackPath = JSON.stringify(tracking.trackEvent.path.replace(':sessionId', ''));
  return (
    `<script nonce="${nonce}">(function(){var root=document.getElementById('root');` +
    `document.addEventListener('click',function(event){` +
    `var logo=event.target&&event.target.closest?event.target.closest('a.logo'):null;` +
    `var config=window.${PAGE_CONFIG_GLOBAL};` +
    `if(!logo||!root||!root.hasAttribute('data-prerendered')||event.${TRACKED_PRESS_MARK}||!config||!config.sessionId)return;` +
    `var token=document.cookie.match(/(?:^|; )${XSRF_COOKIE}=([^;]*)/);` +
    `var headers={'Accept':'application/json','Content-Type':'application/json','X-Requested-With':'XMLHttpRequest'};` +
    `if(token)headers['X-XSRF-TOKEN']=token[1];` +
    `var body={page:'na',timestamp:Date.now(),event:'logo_click',data:{page:new URLSearchParams(location.search).get('page')}};` +
    `fetch(config.baseUrl+${trackPath}+encodeURIComponent(config.sessionId),{method:'POST',credentials:'same-origin',keepalive:true,headers:headers,body:JSON.stringify(body)}).catch(function(){})` +
    `})})()</script>`
  );
}
