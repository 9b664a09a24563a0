import { createHash } from 'node:crypto';
import { LEARNER_NAME_SLOT, storageKeys } from '@roots/shared/constants';
import { publicPaths } from '@roots/shared/routes';

/**
 * The one inline script of the site, in the server's first paint of a signed-in page whose frame
 * has a place for the learner's name (the dashboard's greeting): it writes the name the app stored
 * at the last visit there while the HTML is parsed, before the first paint, so the greeting is
 * painted once, whole, and stays in place when the app renders over it. With no session stored it
 * sends the visitor to log in at once, as the app would once its code has run, instead of greeting
 * them as 'learner' until then. Storage may be blocked: then it leaves the page to the app.
 */
export const learnerNameScript = `try{var n=localStorage.getItem(${JSON.stringify(storageKeys.learnerName)});if(!localStorage.getItem(${JSON.stringify(storageKeys.accessToken)}))location.replace(${JSON.stringify(publicPaths.login)});else if(n)document.querySelectorAll("#roots-frame [${LEARNER_NAME_SLOT}]").forEach(function(e){e.textContent=n})}catch(e){}`;

/** The script's hash, for the Content-Security-Policy, which allows it and no other inline script. */
export const learnerNameScriptHash = `'sha256-${createHash('sha256').update(learnerNameScript).digest('base64')}'`;

/** Whether a frame has a place the script fills. */
export const hasLearnerNameSlot = (frame: string) => frame.includes(LEARNER_NAME_SLOT);
