/**
 * The texts' runtime: Lingui compiles each catalogue at build time into tokens (plain strings, and
 * [name, type, options] for a placeholder, a plural or a select), and this small translator puts the
 * values into them with the browser's plural rules (Intl.PluralRules). It replaces @lingui/core
 * at run time because the sign-in screen has no room for its 2 KB (decision 026); it answers the
 * calls the Lingui macros compile to (`i18n._(descriptor)`), and nothing else.
 */

type Options = Record<string, Compiled> & { offset?: number };
type Token = string | [name: string, type?: string, options?: Options | string];
/** A compiled message: a plain text or a list of tokens. */
export type Compiled = string | Token[];
/** A compiled catalogue: message id to compiled message. */
export type Messages = Record<string, Compiled>;
/** What the macros pass: an id, or the descriptor with its id, values and (outside production) text. */
export type Descriptor = { id: string; message?: string; values?: Record<string, unknown> };

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(locale: string, type: string, value: number): string {
  const key = locale + type;
  let rules = pluralRules.get(key);
  if (!rules) {
    rules = new Intl.PluralRules(locale, { type: type === 'plural' ? 'cardinal' : 'ordinal' });
    pluralRules.set(key, rules);
  }
  return rules.select(value);
}

/**
 * The message with its values in place; `count` is what '#' stands for inside a plural. Only
 * placeholders, plural, selectordinal and select occur in our messages: numbers and dates are
 * formatted by the code with Intl (src/client/i18n/format.ts) and passed in as text.
 */
export function formatMessage(
  message: Compiled,
  values: Record<string, unknown>,
  locale: string,
  count?: number,
): string {
  if (typeof message === 'string') return message;
  let text = '';
  for (const token of message) {
    if (typeof token === 'string') {
      text += token === '#' && count !== undefined ? count.toLocaleString(locale) : token;
      continue;
    }
    const [name, type, options] = token;
    const value = values[name];
    const cases = typeof options === 'object' ? options : {};
    if (type === 'select') {
      text += formatMessage(cases[String(value)] ?? cases.other ?? '', values, locale);
    } else if (type) {
      // plural or selectordinal: an exact case (=0) first, then the language's category.
      const n = Number(value) - (cases.offset ?? 0);
      const chosen = cases[String(value)] ?? cases[pluralCategory(locale, type, n)] ?? cases.other ?? '';
      text += formatMessage(chosen, values, locale, n);
    } else if (value != null) {
      text += String(value);
    }
  }
  return text;
}

/** The current language, its catalogues, and the components listening for a change of language. */
export class Translator {
  locale = 'en';
  private readonly catalogues: Record<string, Messages> = {};
  private readonly listeners = new Set<() => void>();

  /** Adds messages to a language's catalogue. */
  load(locale: string, messages: Messages): void {
    this.catalogues[locale] = { ...this.catalogues[locale], ...messages };
  }

  /** Shows `locale` from now on, and tells every listener. */
  activate(locale: string): void {
    this.locale = locale;
    for (const listener of this.listeners) listener();
  }

  /** Calls `listener` at each change of language; answers the function that stops it. */
  on(_event: 'change', listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The text of a message in the current language (English when it has no translation yet). */
  _(
    idOrDescriptor: string | Descriptor,
    values?: Record<string, unknown>,
    options?: { message?: string },
  ): string {
    const descriptor =
      typeof idOrDescriptor === 'string' ? { id: idOrDescriptor, ...options } : idOrDescriptor;
    const message =
      this.catalogues[this.locale]?.[descriptor.id] ??
      this.catalogues.en?.[descriptor.id] ??
      descriptor.message ??
      descriptor.id;
    return formatMessage(message, descriptor.values ?? values ?? {}, this.locale);
  }
}
