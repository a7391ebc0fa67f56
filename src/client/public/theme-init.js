// Applies the remembered theme (or the system preference) before the first paint.
// Loaded synchronously from <head>: the CSP forbids inline scripts. Keep in step with lib/theme.ts.
(() => {
  let choice = 'system';
  try {
    const stored = window.localStorage.getItem('theme');
    if (stored === 'light' || stored === 'dark' || stored === 'system') choice = stored;
  } catch (_e) {
    // Storage may be unavailable (private mode); fall back to the system preference.
  }
  const dark =
    choice === 'dark' ||
    (choice === 'system' && window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.classList.toggle('light', !dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
})();
