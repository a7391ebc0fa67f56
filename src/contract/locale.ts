/**
 * The languages the app speaks: English (the default, and the language of the specification's
 * texts) and Simplified Chinese. A person's choice is kept on their account as one of these tags.
 * No zod here: the client's first file imports this list (the body schema is in locale-body.ts).
 */
export const appLocales = ['en', 'zh-CN'] as const;
/** One of the app's languages. */
export type AppLocale = (typeof appLocales)[number];
