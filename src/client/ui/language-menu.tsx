import { useLingui } from '@lingui/react/macro';
import { Languages } from 'lucide-react';
import type { AppLocale } from '#contract/locale';
import { currentLocale, rememberLocale } from '../i18n/locale';
import { IconSelect } from './icon-select';

/** Each language named in itself, so a reader finds their own whatever the page is in now. */
const languageChoices = [
  { value: 'en', label: 'English' }, // i18n-exempt: a language's own name
  { value: 'zh-CN', label: '简体中文' }, // i18n-exempt: a language's own name
] as const satisfies ReadonlyArray<{ value: AppLocale; label: string }>;

/**
 * The language menu beside the theme and text size. The choice is kept in this browser; `onChosen`
 * also keeps it elsewhere (a signed-in person's account).
 */
export function LanguageMenu({
  className,
  onChosen,
}: {
  className?: string;
  onChosen?: (locale: AppLocale) => void;
}) {
  const { t } = useLingui();
  const locale = currentLocale();
  const language = (languageChoices.find((choice) => choice.value === locale) ?? languageChoices[0]).label;
  return (
    <IconSelect
      label={t`Language: ${language}`}
      icon={Languages}
      value={locale}
      options={languageChoices}
      onChange={(chosen) => {
        void rememberLocale(chosen).then(() => onChosen?.(chosen));
      }}
      className={className}
    />
  );
}
