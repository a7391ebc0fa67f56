import { msg } from '@lingui/core/macro';
import type { Descriptor } from '../i18n/translator';
// The text sizes and how one is put on the page, apart from the remembered choice (text-size.ts),
// so the sign-in screen, which only resets the size, loads no more than this.

/** The text sizes a person can choose. */
export type TextSize = 'normal' | 'large' | 'x-large';

/** The choices in order, with their names and the root font size each sets. */
export const textSizes: ReadonlyArray<{ value: TextSize; label: Descriptor; rootPercent: number }> = [
  { value: 'normal', label: msg`Normal text`, rootPercent: 100 },
  { value: 'large', label: msg`Large text`, rootPercent: 118.75 },
  { value: 'x-large', label: msg`Extra large text`, rootPercent: 137.5 },
];

/** Sets the root font size for a choice. */
export function applyTextSize(size: TextSize): void {
  const choice = textSizes.find((s) => s.value === size) ?? textSizes[0];
  const root = document.documentElement;
  root.dataset.textSize = size;
  root.style.fontSize = choice && choice.rootPercent !== 100 ? `${choice.rootPercent}%` : '';
}
