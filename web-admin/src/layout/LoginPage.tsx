import { useLogin, useTranslate } from 'react-admin';
import { SignInCard } from '../login/SignInCard.js';
import { useRemoveSkeleton } from './skeleton.js';

/** react-admin's login page (a redirect from inside the console): the sign-in page's form, through react-admin's login. */
export function LoginPage() {
  const login = useLogin();
  const translate = useTranslate();
  useRemoveSkeleton();
  return <SignInCard translate={translate} onSignIn={(email, password) => login({ email, password })} />;
}
