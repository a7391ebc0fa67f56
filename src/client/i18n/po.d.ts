// A catalogue (src/client/i18n/locales/*.po) imported through the Lingui Vite plugin: compiled
// messages, keyed by message id.
declare module '*.po' {
  import type { Messages } from '#client/i18n/translator';
  export const messages: Messages;
}
