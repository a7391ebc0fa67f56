import { useLingui } from '@lingui/react/macro';
import { useTheme } from '../lib/theme';
import { IconSelect } from './icon-select';
import { themeChoices } from './theme-switch';

/**
 * The theme switch folded into one icon button with a light / dark / system list, for narrow headers
 * where the three-way switch would squeeze the page title.
 */
export function ThemeMenu({ className }: { className?: string }) {
  const { t, i18n } = useLingui();
  const { theme, setTheme } = useTheme();
  const options = themeChoices.map((choice) => ({ ...choice, label: i18n._(choice.label) }));
  const current = options.find((choice) => choice.value === theme) ?? options[2];
  const name = current?.label ?? '';
  return (
    <IconSelect
      label={t`Theme: ${name}`}
      icon={current?.icon ?? themeChoices[2].icon}
      value={theme}
      options={options}
      onChange={setTheme}
      className={className}
    />
  );
}
