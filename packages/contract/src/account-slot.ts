import { STORAGE_KEYS } from './paths.ts';
import { CONVERTIBLE_EXTENSIONS } from './rendition-url.ts';

/**
 * The account button of a first screen (the list page the server draws before the app runs). The
 * server does not know who is signed in, so it draws both buttons: the guest's icon, and an avatar
 * button kept hidden. This script, inline right after them, shows the avatar with the initials and
 * colour the app last drew for the stored user, before the page is first painted; for a guest the
 * icon stays. The icon is also hidden from any signed-in person by a style following the screen's
 * `data-account` (SCREEN_STATE_SCRIPT, read before the top bar), for a frame painted before this
 * script is read; an account the app has not drawn yet sees neither button until the app draws the
 * avatar. The server allows exactly this script in its Content-Security-Policy, by its hash.
 */

/** Local storage: how the app last drew the signed-in user's avatar ({ id, initials, color, name }). */
/**
 * Languages whose numbers are written in digits of their own by default: their counts go through
 * `Intl`; every other language's counts under a thousand are written as they are (the screen's
 * state check below and the app's `formatCount`).
 */
export const OWN_DIGITS = /^(ar|fa|ps|ur|bn|mr|ne|my)\b/;

export const ACCOUNT_LOOK_KEY = 'account-look';

/** Stands for the name in the avatar button's drawn label (an invisible separator, U+2063). */
export const ACCOUNT_NAME_SLOT = '\u2063';

/** Plain ES5 on purpose: it runs as it is, before any of the app's code. */
export const ACCOUNT_SLOT_SCRIPT = `(function(){try{var slot=document.currentScript.parentNode;var user=JSON.parse(localStorage.getItem('user'));var look=JSON.parse(localStorage.getItem('${ACCOUNT_LOOK_KEY}'));if(!user||!look||typeof user.id!=='number'||user.id!==look.id)return;var button=slot.querySelector('[data-account="user"]');var avatar=button.querySelector('[data-account-avatar]');avatar.textContent=String(look.initials);avatar.style.backgroundColor=String(look.color);var label=button.querySelector('[data-account-label]');label.textContent=label.textContent.replace('\\u2063',String(look.name));button.hidden=false;slot.removeChild(slot.querySelector('[data-account="guest"]'));}catch(e){}})();`;

/**
 * The first line of every screen the server draws: what the server cannot know, read from this
 * browser's storage before the first paint, for the screen's styles to follow.
 * - A screen drawn as a guest sees it (`data-guests-only`: the forms list's sign-in prompt) removes
 *   itself when the stored user is an account (a guest's record has no id); the app draws the page.
 * - `data-account` (guest | user) and `data-cart` (empty | full) on the screen, and the CSS variables
 *   `--cart-count` (files) and `--cart-images` (pictures, which the cart's bulk change applies to) as
 *   the page's language writes them: the cart page is drawn for the cart this browser holds. Small
 *   counts in Latin digits are written without Intl, whose first use costs ~50 ms before the paint.
 * - A control of the screen (links work as they are) does nothing until the app runs: its tap is
 *   noted on the screen (`data-tap`) and made again on the app's own control when the app takes
 *   over; the starter (public/start-app.js) starts the app at once when it finds one. Enter in a
 *   field of a drawn form (the sign-in) is its submit button's tap: the browser's own submission
 *   would put the fields into the address. Here, before the first paint, so that no tap comes
 *   before the starter has loaded and is lost; and first, so that unreadable stored state (which
 *   ends the rest of the script) cannot leave them out.
 * Plain ES5, allowed by its hash like the account button's.
 */
export const SCREEN_STATE_SCRIPT = `(function(){var screen=document.currentScript.parentNode;function hold(event,target){event.preventDefault();screen.setAttribute('data-tap',JSON.stringify({tag:target.tagName.toLowerCase(),type:target.getAttribute('type')||'',label:target.getAttribute('aria-label')||target.textContent.trim()}));}screen.addEventListener('click',function(event){var target=event.target.closest('button, input, [role="button"]');if(target&&!event.target.closest('a[href]'))hold(event,target);},true);screen.addEventListener('keydown',function(event){var form=event.key==='Enter'&&event.target.closest('input')&&event.target.closest('form');var button=form&&form.querySelector('button[type="submit"]');if(button)hold(event,button);},true);screen.addEventListener('submit',function(event){event.preventDefault();},true);try{var user=JSON.parse(localStorage.getItem('${STORAGE_KEYS.user}'));var account=!!user&&typeof user.id==='number';if(account&&screen.hasAttribute('data-guests-only')){screen.parentNode.removeChild(screen);return;}screen.setAttribute('data-account',account?'user':'guest');var cart=JSON.parse(localStorage.getItem('${STORAGE_KEYS.assets}'));var pictures=${JSON.stringify(CONVERTIBLE_EXTENSIONS)};var files=0,images=0;for(var i=0;Array.isArray(cart)&&i<cart.length;i++){var url=cart[i]&&cart[i].url;if(typeof url!=='string'||!url)continue;files++;var ext=/\\.([a-z0-9]{1,8})$/i.exec(url.split(/[?#]/)[0]);if(ext&&pictures.indexOf(ext[1].toLowerCase())>=0)images++;}var lang=document.documentElement.lang||undefined;var plain=!${OWN_DIGITS}.test(lang||'');function written(n){return n<1000&&plain?String(n):n.toLocaleString(lang);}screen.setAttribute('data-cart',files?'full':'empty');screen.style.setProperty('--cart-count',JSON.stringify(written(files)));screen.style.setProperty('--cart-images',JSON.stringify(written(images)));}catch(e){}})();`;
