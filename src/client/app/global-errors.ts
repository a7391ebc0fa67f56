/** Delay before the page reloads after a 'Cannot access' error. */
export const reloadDelayMs = 1000;

function messageOf(reason: unknown): string {
  if (reason instanceof Error) return reason.message;
  if (typeof reason === 'string') return reason;
  return '';
}

/**
 * Listens for window 'error' and 'unhandledrejection'; when the message contains 'Cannot access'
 * (a stale module after a deploy), reloads after 1 second. Returns the uninstall function.
 */
export function installGlobalErrorHandler(
  target: Window = window,
  reload: () => void = () => window.location.reload(),
): () => void {
  let scheduled = false;
  const check = (message: string) => {
    // i18n-exempt: the browser's own words for a module that is gone
    if (!scheduled && message.includes('Cannot access')) {
      scheduled = true;
      setTimeout(reload, reloadDelayMs);
    }
  };
  const onError = (event: ErrorEvent) => check(event.message || messageOf(event.error));
  const onRejection = (event: PromiseRejectionEvent) => check(messageOf(event.reason));
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
