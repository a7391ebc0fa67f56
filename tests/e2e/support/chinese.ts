import { mkdirSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// Checks of a screen shown in Simplified Chinese (issue 32): the page's language, no text of the
// catalogue left in English, nothing running off the side, and axe.

/**
 * The English texts of the app catalogue (those with a placeholder or a tag left out, as they
 * never show whole): none may be a whole text on a Chinese screen. Tests write the tutor's content
 * in Chinese, so none of it can be mistaken for one.
 */
function catalogueEnglish(): Set<string> {
  const po = readFileSync('src/client/i18n/locales/app/en.po', 'utf8');
  return new Set(
    [...po.matchAll(/^msgid "(.+)"$/gm)]
      .map((match) => JSON.parse(`"${match[1]}"`) as string)
      .filter((text) => !/[{<]/.test(text)),
  );
}
const english = catalogueEnglish();

/** Every text the page shows or says (text nodes, and the names and hints of elements). */
async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const text = node.textContent?.trim();
      if (text && node.parentElement?.closest('[hidden], script, style') === null) texts.push(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/** The page says it is Chinese, and shows no catalogue text in English. */
export async function expectChinese(page: Page, what: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  const leftInEnglish = (await shownTexts(page)).filter((text) => english.has(text));
  expect(leftInEnglish, `${what}: catalogue texts shown in English`).toEqual([]);
}

/** The page is no wider than the window. */
export async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}

/**
 * No text runs out of its box: a block whose own text reaches past its edges (a value kept on one
 * line in a box too narrow for it at this width and text size) is named with its text. Boxes that
 * scroll or end their text with an ellipsis on purpose are left out.
 */
export async function expectNothingCutOff(page: Page, what: string): Promise<void> {
  const cut = await page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const texts = [...element.childNodes].filter(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      if (texts.length === 0 || element.closest('[hidden], [aria-hidden="true"], .sr-only')) continue;
      const style = getComputedStyle(element);
      if (style.display === 'inline' || style.display === 'none' || style.visibility === 'hidden') continue;
      if (['auto', 'scroll'].includes(style.overflowX) || style.textOverflow === 'ellipsis') continue;
      const box = element.getBoundingClientRect();
      // Hidden for the eye but read aloud (a 1 px box, as screen-reader-only texts are).
      if (box.width <= 1 || box.height <= 1) continue;
      const left = box.left + element.clientLeft;
      const right = left + element.clientWidth;
      const range = document.createRange();
      for (const text of texts) {
        range.selectNodeContents(text);
        const drawn = range.getBoundingClientRect();
        if (drawn.left < left - 1 || drawn.right > right + 1) {
          found.push(`${element.tagName.toLowerCase()}: ${text.textContent?.trim()}`);
          break;
        }
      }
    }
    return found;
  });
  expect(cut, `${what}: text wider than its box`).toEqual([]);
}

/** axe's findings (WCAG 2.2 A and AA), one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return result.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

/**
 * Screenshots of the screen in the light and the dark theme, for looking at the Chinese screens:
 * only when E2E_SCREENS names a folder to keep them in (a normal run takes none).
 */
export async function shootBothThemes(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SCREENS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const setTheme = (theme: 'light' | 'dark') =>
    page.evaluate((t) => {
      const root = document.documentElement;
      root.classList.toggle('dark', t === 'dark');
      root.classList.toggle('light', t === 'light');
      root.style.colorScheme = t;
    }, theme);
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(theme);
    await page.screenshot({ path: `${folder}/zh-${name}-${theme}.png`, fullPage: true });
  }
  await setTheme('light');
}
