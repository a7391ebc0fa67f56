import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { AppLocale } from '#contract/locale';
import { putStudentLocale, putTeacherLocale } from '#contract/routes';
import { call } from '../api/call';
import { type Session, sessionQueryKey } from '../api/session';
import { currentLocale, rememberLocale, storedLocale } from './locale';

/**
 * A signed-in person's language follows their account. When the session arrives: a language kept
 * on the account is shown (and kept in this browser too); an account without one takes the
 * language chosen in this browser, if any, so it follows them from now on. Answers the function
 * that keeps a new choice on the account.
 */
export function useAccountLocale(session: Session | undefined): (locale: AppLocale) => void {
  const queryClient = useQueryClient();
  const role = session?.status === 'student' || session?.status === 'teacher' ? session.status : null;
  const kept = role && session && 'user' in session && session.user ? session.user.locale : undefined;

  const keep = useCallback(
    (locale: AppLocale) => {
      if (!role) return;
      void call(role === 'student' ? putStudentLocale : putTeacherLocale, {}, { locale }).then(
        () =>
          queryClient.setQueryData<Session>(sessionQueryKey, (old) =>
            old && 'user' in old && (old.status === 'student' || old.status === 'teacher')
              ? ({ ...old, user: { ...old.user, locale } } as Session)
              : old,
          ),
        // Not kept on the account this time (offline): it stays chosen in this browser.
        () => {},
      );
    },
    [role, queryClient],
  );

  useEffect(() => {
    if (!role || kept === undefined) return;
    if (kept) {
      if (kept !== currentLocale() || kept !== storedLocale()) void rememberLocale(kept).catch(() => {});
      return;
    }
    const here = storedLocale();
    if (here) keep(here);
  }, [role, kept, keep]);

  return keep;
}
