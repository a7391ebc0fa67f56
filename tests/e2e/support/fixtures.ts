import { test as base, expect } from '@playwright/test';

/** Browser console messages that are expected: the network log of answered 4xx calls (e.g. the 401 of session detection). */
const expectedConsole = [/Failed to load resource: the server responded with a status of 4\d\d/];

/**
 * `test` that fails when the page throws or logs a console error (a CSP violation, a React error),
 * other than the browser's own log of 4xx answers. Import { test, expect } from here in every spec.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (!expectedConsole.some((pattern) => pattern.test(text))) errors.push(`console.error: ${text}`);
      });
      await use(errors);
      expect(errors, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
