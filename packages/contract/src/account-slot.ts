/**
 * The account button of a first screen (the list page the server draws before the app runs). The
 * server does not know who is signed in, so it draws both buttons: the guest's icon, and an avatar
 * button kept hidden. This script, inline right after them, shows the avatar with the initials and
 * colour the app last drew for the stored user, before the page is first painted; for a guest, or
 * anyone the app has not drawn yet, the icon stays. The server allows exactly this script in its
 * Content-Security-Policy, by its hash.
 */

/** Local storage: how the app last drew the signed-in user's avatar ({ id, initials, color, name }). */
export const ACCOUNT_LOOK_KEY = 'account-look';

/** Stands for the name in the avatar button's drawn label (an invisible separator, U+2063). */
export const ACCOUNT_NAME_SLOT = '\u2063';

/** Plain ES5 on purpose: it runs as it is, before any of the app's code. */
export const ACCOUNT_SLOT_SCRIPT = `(function(){try{var slot=document.currentScript.parentNode;var user=JSON.parse(localStorage.getItem('user'));var look=JSON.parse(localStorage.getItem('${ACCOUNT_LOOK_KEY}'));if(!user||!look||typeof user.id!=='number'||user.id!==look.id)return;var button=slot.querySelector('[data-account="user"]');var avatar=button.querySelector('[data-account-avatar]');avatar.textContent=String(look.initials);avatar.style.backgroundColor=String(look.color);var label=button.querySelector('[data-account-label]');label.textContent=label.textContent.replace('\\u2063',String(look.name));button.hidden=false;slot.removeChild(slot.querySelector('[data-account="guest"]'));}catch(e){}})();`;

/**
 * The first line of a screen drawn as a guest sees it (the forms list's sign-in prompt): a person
 * signed in on this browser gets the app's page instead, so the screen removes itself before the
 * first paint when the stored user is an account (a guest's record has no id). Plain ES5, allowed
 * by its hash like the account button's.
 */
export const GUEST_SCREEN_SCRIPT = `(function(){try{var user=JSON.parse(localStorage.getItem('user'));if(!user||typeof user.id!=='number')return;var screen=document.currentScript.parentNode;screen.parentNode.removeChild(screen);}catch(e){}})();`;
