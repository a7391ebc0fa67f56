import { useEffect, useRef } from 'react';
import { onDemand, useOnDemand } from '../lib/on-demand';
import { useToast } from './use-toast';

// The toast view (Radix Toast) is not part of the first download: most visits show no toast, and the
// sign-in screen must load fast on a phone. It is fetched once the page is idle, so that a toast that
// comes later (an answer that could not be saved because the network is gone) still shows.
const toastView = onDemand(() => import('./toaster'));

/** Mount once in the app: renders the toaster from the first toast on. */
export function ToastHost() {
  const { toasts } = useToast();
  const shown = useRef(false);
  if (toasts.length > 0) shown.current = true;
  useEffect(() => toastView.preloadWhenIdle(), []);
  const view = useOnDemand(toastView, shown.current);
  if (!view) return null;
  return <view.Toaster />;
}
