import { useTheme } from '../lib/theme';
import { IconSelect } from './icon-select';
import { themeChoices } from './theme-switch';

/**
 * The theme switch folded into one icon button with a light / dark / system list, for narrow headers
 * where the three-way switch would squeeze the page title.
 */
export function ThemeMenu({ className }: { className?: string }) {
  const { theme, setTheme } = useTheme();
  const current = themeChoices.find((choice) => choice.value === theme) ?? themeChoices[2];
  return (
    <IconSelect
      label={`Theme: ${current.label}`}
      icon={current.icon}
      value={theme}
      options={themeChoices}
      onChange={setTheme}
      className={className}
    />
  );
}
