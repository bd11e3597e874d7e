import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { User } from '@app/core/contract/accounts';
import { homeOf } from './user.js';

/** Sends a user who just signed in to `redirect` when given, else to the place of their role. */
export function useGoHome(): (user: User, redirect?: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (user: User, redirect?: string) => {
      if (redirect) return void navigate(redirect, { replace: true });
      const home = homeOf(user);
      if (home.kind === 'console') window.location.assign(home.href);
      else void navigate(home.to, { replace: true });
    },
    [navigate],
  );
}
