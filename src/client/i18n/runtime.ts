import { cloneElement, isValidElement, type ReactElement, type ReactNode, useSyncExternalStore } from 'react';
import { i18n } from './locale';
import type { Descriptor } from './translator';

/**
 * What Lingui's React macros expand to (lingui.config.ts names this module as their runtime). In
 * place of @lingui/react's provider and <Trans>, which cost the sign-in screen about 1.3 KB gzip:
 * each component that shows a text subscribes to the language itself, so it re-renders when the
 * language changes, and <Trans> places the translated text's numbered tags (`<0>…</0>`) into the
 * elements the macro passed, without any HTML.
 */

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const currentLocaleTag = () => i18n.locale;

/** The translation function of the `useLingui` macro (`const { t } = useLingui()`). */
export function useLingui() {
  useSyncExternalStore(subscribe, currentLocaleTag, currentLocaleTag);
  return { i18n, _: (descriptor: Descriptor | string) => i18n._(descriptor) };
}

type TransProps = {
  id: string;
  message?: string;
  values?: Record<string, unknown>;
  components?: Record<string, ReactElement>;
};

const tag = /<(\d+)>([\s\S]*?)<\/\1>|<(\d+)\/>/g;

/** The text with each numbered tag replaced by its element, holding the tag's own text. */
function withElements(text: string, components: Record<string, ReactElement>): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(tag)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const element = components[match[1] ?? match[3] ?? ''];
    const inner = match[1] === undefined ? undefined : withElements(match[2] ?? '', components);
    if (isValidElement(element)) {
      parts.push(
        inner === undefined
          ? cloneElement(element, { key: parts.length })
          : cloneElement(element, { key: parts.length }, ...inner),
      );
    } else if (inner) parts.push(...inner);
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** The `<Trans>` macro's element: the message in the current language. */
export function Trans({ id, message, values, components }: TransProps): ReactNode {
  useSyncExternalStore(subscribe, currentLocaleTag, currentLocaleTag);
  const text = i18n._(id, values, { message });
  return components ? withElements(text, components) : text;
}
