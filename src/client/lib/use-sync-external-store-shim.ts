// The router asks for `use-sync-external-store/shim`, a fallback for React versions before 18.
// React 19 has the hook itself, so the build points the shim here and every screen's first file
// carries React's own hook instead of a second implementation of it.
export { useSyncExternalStore } from 'react';
