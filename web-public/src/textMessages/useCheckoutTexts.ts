import { useEffect, useState } from 'react';
import { readTextMessages } from './textMessagesApi.js';

/**
 * The checkout's "Send me text reminders for this booking": ticked by default (the
 * account's default is yes), and for a signed-in customer as their profile has it, so a
 * customer who said no is not switched back on by a box they did not look at. A failed
 * read leaves it ticked only until they touch it; the booking sends what is shown.
 */
export function useCheckoutTexts(signedIn: boolean): [boolean, (allowed: boolean) => void] {
  const [texts, setTexts] = useState(true);
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (!signedIn || touched) return;
    let live = true;
    readTextMessages()
      .then((allowed) => live && setTexts(allowed))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [signedIn, touched]);
  return [texts, (allowed) => { setTouched(true); setTexts(allowed); }];
}
