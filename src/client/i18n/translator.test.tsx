import { compileMessage } from '@lingui/message-utils/compileMessage';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { errorSentence } from '../api/error-sentence';
import { ApiError } from '../api/http';
import { LoginForm } from '../features/auth/login-form';
import { formatDay, formatDayTime, formatNumber } from './format';
import { activateLocale, i18n } from './locale';
import { formatMessage } from './translator';

// The runtime reads the catalogues as Lingui compiles them: these tests compile ICU messages with
// Lingui's own compiler, then format them as the app does.
const compiled = (icu: string) => compileMessage(icu) as Parameters<typeof formatMessage>[0];

afterEach(() => activateLocale('en'));

describe('plural and select', () => {
  const tasks = compiled('{count, plural, =0 {No tasks} one {# task left} other {# tasks left}}');

  it('English has one and other, and an exact =0', () => {
    expect(formatMessage(tasks, { count: 0 }, 'en')).toBe('No tasks');
    expect(formatMessage(tasks, { count: 1 }, 'en')).toBe('1 task left');
    expect(formatMessage(tasks, { count: 2 }, 'en')).toBe('2 tasks left');
    expect(formatMessage(tasks, { count: 1234 }, 'en')).toBe('1,234 tasks left');
  });

  it('Chinese has one form for every count', () => {
    const zh = compiled('{count, plural, =0 {没有题目} other {还剩 # 道题}}');
    expect(formatMessage(zh, { count: 0 }, 'zh-CN')).toBe('没有题目');
    expect(formatMessage(zh, { count: 1 }, 'zh-CN')).toBe('还剩 1 道题');
    expect(formatMessage(zh, { count: 5 }, 'zh-CN')).toBe('还剩 5 道题');
  });

  it('ordinals follow the language', () => {
    const place = compiled('{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} try');
    expect(['1st try', '2nd try', '3rd try', '4th try', '11th try', '22nd try']).toEqual(
      [1, 2, 3, 4, 11, 22].map((n) => formatMessage(place, { n }, 'en')),
    );
  });

  it('select picks the case, else other; placeholders are filled', () => {
    const status = compiled('{state, select, done {Submitted by {name}} other {Not yet}}');
    expect(formatMessage(status, { state: 'done', name: 'Ana' }, 'en')).toBe('Submitted by Ana');
    expect(formatMessage(status, { state: 'open', name: 'Ana' }, 'en')).toBe('Not yet');
  });
});

describe('the sign-in form with the real catalogues', () => {
  it('turns to Chinese when the language changes, with no English left, and back', async () => {
    render(<LoginForm onSubmit={() => {}} pending={false} withRememberMe />);
    expect(screen.getByLabelText('Username or email')).toBeInTheDocument();
    await act(() => activateLocale('zh-CN'));
    expect(screen.getByLabelText('用户名或邮箱')).toHaveAttribute('placeholder', '你的用户名或邮箱');
    expect(screen.getByRole('checkbox', { name: '记住我' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: '登录' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/[A-Za-z]{3,}/);
    await act(() => activateLocale('en'));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });
});

describe('the translator', () => {
  it('shows the Chinese text once zh-CN is active, English for a message without one, and lang follows', async () => {
    i18n.load('zh-CN', { 'test.greeting': compiled('你好，{name}') });
    i18n.load('en', { 'test.greeting': compiled('Hello, {name}'), 'test.only-en': compiled('Only English') });
    expect(i18n._('test.greeting', { name: 'Ana' })).toBe('Hello, Ana');
    await activateLocale('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(i18n._('test.greeting', { name: 'Ana' })).toBe('你好，Ana');
    expect(i18n._('test.only-en')).toBe('Only English');
    await activateLocale('en');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('server errors', () => {
  const refused = new ApiError('403: ...', 403, 'ACCOUNT_FROZEN', 'Account is frozen', {});

  it('English shows the server’s words; Chinese the sentence for the code, or the screen’s own', async () => {
    expect(errorSentence(refused)).toBe('Account is frozen');
    await activateLocale('zh-CN');
    expect(errorSentence(refused)).toBe('你的账户已被冻结。请联系你的老师。');
    const unknownCode = new ApiError('409: ...', 418, undefined, 'I am a teapot', {});
    expect(errorSentence(unknownCode, '操作没有成功。')).toBe('操作没有成功。');
    expect(errorSentence(new TypeError('Failed to fetch'))).toBe('无法连接服务器。请检查网络连接后再试。');
  });
});

describe('dates and numbers', () => {
  const day = new Date(2026, 10, 3, 14, 5);

  it('English keeps the specification’s format', () => {
    expect(formatDay('2026-11-03', 'N/A')).toBe('Nov 3, 2026');
    expect(formatDayTime(day)).toBe('Nov 3, 2026, 14:05');
    expect(formatDay('not a date', 'N/A')).toBe('N/A');
    expect(formatNumber(1234.5)).toBe('1,234.5');
  });

  it('Chinese uses year, month and day characters', async () => {
    await activateLocale('zh-CN');
    expect(formatDay('2026-11-03', '无')).toBe('2026年11月3日');
    expect(formatDayTime(day)).toBe('2026年11月3日 14:05');
    expect(formatDay(null, '无')).toBe('无');
    expect(formatNumber(0.85, { style: 'percent' })).toBe('85%');
  });
});
