import { LanguageMenu } from '../../ui/language-menu';
import { ThemeSwitch } from '../../ui/theme-switch';

/**
 * The sign-in pages' controls: the language menu and the theme switch. They arrive just after the
 * page (auth-layout.tsx), so the first paint of sign-in carries neither their code nor their icons;
 * the theme itself is applied before any script (theme-init.js) and the language before the render.
 */
export function AuthControls() {
  return (
    <div className="flex items-center gap-2">
      <LanguageMenu />
      <ThemeSwitch />
    </div>
  );
}
