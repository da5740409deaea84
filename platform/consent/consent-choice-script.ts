import { ALL_CONSENT, Consent, CONSENT_COOKIE } from '@/platform/consent/consent';

/** The value of `html[data-consent]` when the consent cookie holds a choice: the stylesheet then hides the alert. */
export const CONSENT_CHOSEN = 'chosen';

/**
 * A tiny script run before first paint (docs/product/consent.md, CNS-10): the cookie alert is in every
 * page's markup, cached or not, and this marks `html[data-consent]` when the consent cookie holds a
 * choice, so a shopper who chose never sees the alert, not even until the shop's JavaScript has run.
 * It reads the cookie as `readConsent` does (js-cookie's first readable cookie of that name, quotes
 * and percent escapes undone) and trusts what `parseConsentCookie` trusts; the unit test holds the
 * two to the same verdict for any cookie string.
 */
export function consentChoiceScript(): string {
  const name = JSON.stringify(CONSENT_COOKIE);
  const chosen = JSON.stringify(CONSENT_CHOSEN);
  return `try{(function(){var c=document.cookie?document.cookie.split('; '):[];for(var i=0;i<c.length;i++){var p=c[i].split('='),v;try{if(decodeURIComponent(p[0])!==${name})continue;v=p.slice(1).join('=');if(v[0]==='"')v=v.slice(1,-1);v=v.replace(/(%[\\dA-F]{2})+/gi,decodeURIComponent)}catch(e){continue}if(/^\\d{1,2}$/.test(v)&&+v<=${ALL_CONSENT}&&v&${Consent.Necessary})document.documentElement.dataset.consent=${chosen};return}})()}catch(e){}`;
}
