import { type AppLocale, appLocales } from '#contract/locale';
import { messages as signInEnglish } from './locales/sign-in/en.po';
import { Translator } from './translator';

/**
 * The language the interface speaks. The English of the sign-in screens is compiled into the first
 * file every screen loads; the rest, and another language's catalogues, are fetched when wanted. Before a person chooses, the app
 * follows the browser's languages; a choice is kept in this browser (localStorage) and, for a
 * signed-in person, on their account, which wins on any device they sign in on.
 */

const storageKey = 'locale';

/** The one translator of the app: what the Lingui macros' t`...` and <Trans> call. */
export const i18n = new Translator();

i18n.load('en', signInEnglish);
i18n.activate('en');

/**
 * The catalogues (lingui.config.ts): `sign-in`, the first paint of sign-in (its English is above, in
 * the first file); `signed-out`, the rest of the signed-out screens; `app`, the signed-in screens.
 * Each is fetched when first wanted, in the current language and then in any language chosen later.
 */
export type TextArea = 'sign-in' | 'signed-out' | 'app';
type Catalogue = Promise<{ messages: typeof signInEnglish }>;
const catalogues: Record<TextArea, Partial<Record<AppLocale, () => Catalogue>>> = {
  'sign-in': { 'zh-CN': () => import('./locales/sign-in/zh-CN.po') },
  'signed-out': {
    en: () => import('./locales/signed-out/en.po'),
    'zh-CN': () => import('./locales/signed-out/zh-CN.po'),
  },
  app: { en: () => import('./locales/app/en.po'), 'zh-CN': () => import('./locales/app/zh-CN.po') },
};
const wantedAreas = new Set<TextArea>(['sign-in']);
const loaded = new Set<string>(['sign-in/en']);

async function loadArea(area: TextArea, locale: AppLocale): Promise<void> {
  const key = `${area}/${locale}`;
  const load = catalogues[area][locale];
  if (loaded.has(key) || !load) return;
  const { messages } = await load();
  i18n.load(locale, messages);
  loaded.add(key);
}

/** Fetches the texts of `area` in the current language (and in any language chosen later). */
export function loadTexts(area: TextArea): Promise<void> {
  wantedAreas.add(area);
  return loadArea(area, currentLocale());
}

export function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (appLocales as readonly string[]).includes(value);
}

/** The first of the browser's languages the app speaks: any Chinese is zh-CN, anything else English. */
export function browserLocale(
  languages: readonly string[] = navigator.languages ?? [navigator.language],
): AppLocale {
  for (const language of languages) {
    const tag = language.toLowerCase();
    if (tag === 'zh' || tag.startsWith('zh-')) return 'zh-CN';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return 'en';
}

/** The language chosen in this browser, if any. */
export function storedLocale(): AppLocale | null {
  try {
    const value = localStorage.getItem(storageKey);
    return isAppLocale(value) ? value : null;
  } catch {
    return null;
  }
}

/** The language to start in: the one chosen here, else the browser's. */
export function initialLocale(): AppLocale {
  return storedLocale() ?? browserLocale();
}

/** The language now shown. */
export function currentLocale(): AppLocale {
  return isAppLocale(i18n.locale) ? i18n.locale : 'en';
}

/**
 * Shows the interface in `locale`: fetches its catalogue if needed, then switches every text (the
 * components re-render through Lingui's provider) and the page's `lang`. A failed fetch (offline)
 * leaves the current language in place and rejects.
 */
export async function activateLocale(locale: AppLocale): Promise<void> {
  await Promise.all([...wantedAreas].map((area) => loadArea(area, locale)));
  if (i18n.locale !== locale) i18n.activate(locale);
  document.documentElement.lang = locale;
}

/** Keeps `locale` as this browser's choice and shows it. */
export function rememberLocale(locale: AppLocale): Promise<void> {
  try {
    localStorage.setItem(storageKey, locale);
  } catch {
    // Private mode without storage: the choice lasts until the page is closed.
  }
  return activateLocale(locale);
}
