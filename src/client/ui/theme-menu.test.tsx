import '../test-support/dom-polyfills';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { themeStorageKey } from '../lib/theme';
import { ThemeMenu } from './theme-menu';

afterEach(() => {
  localStorage.clear();
  document.documentElement.classList.remove('dark');
});

describe('ThemeMenu (theme choices light, dark, system; default system)', () => {
  it('shows the current choice, system by default, on its one button', () => {
    render(<ThemeMenu />);
    expect(screen.getByRole('combobox', { name: 'Theme: System' })).toBeInTheDocument();
  });

  it('offers light, dark and system and applies the one picked', async () => {
    const user = userEvent.setup();
    render(<ThemeMenu />);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Light',
      'Dark',
      'System',
    ]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Theme: System' }), 'Dark');
    expect(localStorage.getItem(themeStorageKey)).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(screen.getByRole('combobox', { name: 'Theme: Dark' })).toBeInTheDocument();
  });
});
