import { useEffect } from 'react';
import { postActivity } from '../../api/student-homework';

/** Records homework_open when the player opens and homework_close when it is left or the page is hidden. */
export function useHomeworkActivity(homeworkId: number, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    void postActivity({ type: 'homework_open', homeworkId });
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      void postActivity({ type: 'homework_close', homeworkId }, { keepalive: true });
    };
    const onPageHide = () => close();
    const onVisible = () => {
      if (document.visibilityState === 'hidden') close();
      else if (closed) {
        closed = false;
        void postActivity({ type: 'homework_open', homeworkId });
      }
    };
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisible);
      close();
    };
  }, [homeworkId, enabled]);
}
