import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { plainTexts, poMessages } from './check-i18n.mjs';

const found = (code: string) => (plainTexts(code) as Array<[number, string]>).map(([, text]) => text);

describe('the no-English-left-behind check', () => {
  it('finds plain JSX text, user-facing attributes, toast fields and sentence-like strings', () => {
    const code = `
      export function Page({ busy }) {
        toast({ title: 'Saved', description: 'All good' });
        const problem = busy ? 'Please wait.' : null;
        return (
          <main title="Main page">
            <h1>Welcome back</h1>
            <input placeholder="Your name" aria-label={\`Name of \${who}\`} />
            {problem}
          </main>
        );
      }`;
    expect(found(code)).toEqual([
      'Saved',
      'All good',
      'Please wait.',
      'Main page',
      'Welcome back',
      'Your name',
      'Name of',
    ]);
  });

  it('leaves alone the macros, class names, other attributes, types, console output, errors and exempt lines', () => {
    const code = `
      import { Trans, useLingui } from '@lingui/react/macro';
      type Kind = 'Multiple choice';
      export function Page() {
        const { t } = useLingui();
        console.warn('Something odd');
        if (!t) throw new Error('No translator');
        const name = 'English'; // i18n-exempt: a language's own name
        return (
          <main className="Flex Wide" data-kind="Binary" aria-label={t\`Main page\`}>
            <Trans>Welcome <b>back</b></Trans>
            {t\`Saved\`}
          </main>
        );
      }`;
    expect(found(code)).toEqual([]);
  });

  it("leaves alone names in code (a screen's export, an error's name, a header looked up) but not a one-word text", () => {
    const code = `
      const Page = screen(() => import('./page'), 'NotFoundPage');
      class ApiError extends Error { constructor() { super('x'); this.name = 'ApiError'; } }
      headers['Content-Type'] = 'application/json';
      const label = busy ? 'Secondary' : 'Sign in';`;
    expect(found(code)).toEqual(['Secondary', 'Sign in']);
  });

  it('reads a .po file: ids, continued lines and empty translations', () => {
    const po = [
      'msgid ""',
      'msgstr ""',
      '"Language: zh-CN\\n"',
      '',
      'msgid "Sign in"',
      'msgstr "登录"',
      '',
      'msgid "Long "',
      '"text"',
      'msgstr ""',
    ].join('\n');
    expect([...(poMessages(po) as Map<string, string>)]).toEqual([
      ['Sign in', '登录'],
      ['Long text', ''],
    ]);
  });
});
