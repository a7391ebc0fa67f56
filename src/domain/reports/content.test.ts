import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanReportText, parseInline, parseReportContent, reportExcerpt } from './content';
import { iconEmoji, reportIcons } from './icons';

describe('lesson report content formatting (spec section 2)', () => {
  it("removes '=== REPORT START ===', '=== REPORT END ===' and 'Chinese Translation:'", () => {
    const blocks = parseReportContent(
      '=== REPORT START ===\nHello\n=== REPORT END ===\nChinese Translation:',
    );
    expect(blocks).toEqual([{ kind: 'paragraph', lines: [[{ kind: 'text', text: 'Hello' }]] }]);
  });

  it('turns [ICON: name] tags into emoji and drops unknown names', () => {
    expect(parseReportContent('[ICON: star] Great [icon: Thumbs Up][ICON: nonsense]')).toEqual([
      { kind: 'paragraph', lines: [[{ kind: 'text', text: '⭐ Great 👍' }]] },
    ]);
    expect(Object.keys(reportIcons).length).toBeGreaterThanOrEqual(30);
    expect(iconEmoji('toString')).toBeUndefined();
  });

  it('makes lines containing Chinese text translation paragraphs', () => {
    expect(parseReportContent('Good work\n你做得很好！\n- **词汇** list')).toEqual([
      { kind: 'paragraph', lines: [[{ kind: 'text', text: 'Good work' }]] },
      { kind: 'translation', runs: [{ kind: 'text', text: '你做得很好！' }] },
      {
        kind: 'translation',
        runs: [
          { kind: 'bold', text: '词汇' },
          { kind: 'text', text: ' list' },
        ],
      },
    ]);
  });

  it('renders simple markdown: headings, bullet and numbered lists, bold and italic', () => {
    expect(
      parseReportContent(
        '## Summary\n- one\n* two\n\n1. first\n2) second\nA **bold** and *italic* line\nnext',
      ),
    ).toEqual([
      { kind: 'heading', level: 2, runs: [{ kind: 'text', text: 'Summary' }] },
      {
        kind: 'bullet-list',
        items: [[{ kind: 'text', text: 'one' }], [{ kind: 'text', text: 'two' }]],
      },
      {
        kind: 'numbered-list',
        items: [[{ kind: 'text', text: 'first' }], [{ kind: 'text', text: 'second' }]],
      },
      {
        kind: 'paragraph',
        lines: [
          [
            { kind: 'text', text: 'A ' },
            { kind: 'bold', text: 'bold' },
            { kind: 'text', text: ' and ' },
            { kind: 'italic', text: 'italic' },
            { kind: 'text', text: ' line' },
          ],
          [{ kind: 'text', text: 'next' }],
        ],
      },
    ]);
  });

  it('keeps HTML as plain text', () => {
    expect(parseInline('<script>alert(1)</script> __b__')).toEqual([
      { kind: 'text', text: '<script>alert(1)</script> ' },
      { kind: 'bold', text: 'b' },
    ]);
  });

  it('never loses text outside markup (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const runs = parseInline(text);
        expect(runs.map((r) => r.text).join('').length).toBeLessThanOrEqual(text.length);
        expect(() => parseReportContent(text)).not.toThrow();
      }),
    );
  });
});

describe('report excerpt (spec sections 2 and 9)', () => {
  it('is plain text with markers removed, cut at 150 characters', () => {
    const long = `=== REPORT START ===\n# Title\n**Bold** ${'a'.repeat(200)}`;
    const excerpt = reportExcerpt(long, 150);
    expect(excerpt).toBe(`Title Bold ${'a'.repeat(139)}...`);
    expect(reportExcerpt('[ICON: book] Short *text*')).toBe('📚 Short text');
  });
});

describe('time linear in the length', () => {
  // The rule the tags always had, written as a regular expression (slow on unclosed openings).
  const byRegex = (text: string) =>
    text.replace(/\[ICON:\s*([^\]]*)\]/gi, (_, name: string) => iconEmoji(name) ?? '');

  it('replaces [ICON: ...] tags exactly as the regular expression would', () => {
    const piece = fc.constantFrom('[ICON:', '[icon: ', ']', 'star', ' book', 'x', '[', '\n', ' ');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
        const text = pieces.join('');
        expect(cleanReportText(text)).toBe(byRegex(text));
      }),
      { numRuns: 500 },
    );
  });

  it('parses 50,000 characters of the worst inputs found (unclosed tags, emphasis, lists) in well under a second', () => {
    const worst = [
      '[ICON: '.repeat(7200),
      `${'[ICON: '.repeat(7000)}]`,
      '**a '.repeat(12_500),
      '*a '.repeat(16_000),
      '__ ** * '.repeat(6000),
      '- **item** and *more*\n'.repeat(2200),
      '中文 **粗体**\n'.repeat(5000),
    ];
    for (const text of worst) {
      const started = performance.now();
      parseReportContent(text);
      const took = performance.now() - started;
      expect([text.slice(0, 12), took < 400]).toEqual([text.slice(0, 12), true]);
    }
  });
});
