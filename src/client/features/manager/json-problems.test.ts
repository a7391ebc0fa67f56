import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locateJsonError, offeredJsonFixes, removeTrailingCommas, straightenQuotes } from './json-problems';

describe('locating a JSON error', () => {
  it('answers null for any JSON the browser parses', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(0, 2), (value, indent) => {
        expect(locateJsonError(JSON.stringify(value, null, indent))).toBeNull();
      }),
    );
  });

  it('finds an error wherever JSON.parse refuses the text (property)', () => {
    fc.assert(
      fc.property(
        fc.jsonValue(),
        fc.nat(),
        fc.constantFrom(',', '}', ']', '"', ':', 'x', '\u201c'),
        (value, where, junk) => {
          const json = JSON.stringify(value, null, 2);
          const at = where % (json.length + 1);
          const text = json.slice(0, at) + junk + json.slice(at);
          let parses = true;
          try {
            JSON.parse(text);
          } catch {
            parses = false;
          }
          expect(locateJsonError(text) === null).toBe(parses);
        },
      ),
    );
  });

  it('names the line and column of a trailing comma and shows the line', () => {
    const text = '{\n  "tasks": [\n    { "id": "a" },\n  ]\n}';
    expect(locateJsonError(text)).toEqual({
      line: 4,
      column: 3,
      lineText: '  ]',
      message: 'a comma before ] must be removed (trailing comma)',
    });
    expect(locateJsonError('{ "a": 1, }')).toMatchObject({
      line: 1,
      column: 11,
      message: expect.stringContaining('trailing comma'),
    });
  });

  it('says a curly quote is a curly quote, where it is', () => {
    const text = '{\n  \u201ctitle\u201d: "Verbs"\n}';
    expect(locateJsonError(text)).toEqual({
      line: 2,
      column: 3,
      lineText: '  \u201ctitle\u201d: "Verbs"',
      message: '“\u201c” is a curly quote; JSON needs straight quotes (")',
    });
  });

  it('explains a missing comma, a missing value, single quotes and text cut short', () => {
    expect(locateJsonError('{"a": 1\n "b": 2}')).toMatchObject({
      line: 2,
      column: 2,
      message: 'expected a comma or } but found “"”',
    });
    expect(locateJsonError('{"a": }')?.message).toContain('expected a value');
    expect(locateJsonError("{'a': 1}")?.message).toBe(
      'JSON needs double quotes (") around text, not single quotes',
    );
    expect(locateJsonError('{"a": [1, 2')).toMatchObject({
      line: 1,
      column: 12,
      message: 'expected a comma or ] but found the end of the text',
    });
    expect(locateJsonError('{"a": "b\nc"}')?.message).toBe(
      'the text in quotes is not closed before the end of the line',
    );
    expect(locateJsonError('')?.message).toContain('found the end of the text');
  });

  it('counts Windows line breaks once', () => {
    expect(locateJsonError('{\r\n"a": 1,\r\n}')).toMatchObject({ line: 3, column: 1, lineText: '}' });
  });
});

describe('one-click fixes', () => {
  it('straightens curly quotes around names and values but keeps curly quotes the tutor wrote inside text', () => {
    const pasted = '{ \u201ctitle\u201d: \u201cVerbs\u201d, "note": "He said \u201chi\u201d" }';
    const fixed = straightenQuotes(pasted);
    expect(fixed).toBe('{ "title": "Verbs", "note": "He said \u201chi\u201d" }');
    expect(JSON.parse(fixed)).toEqual({ title: 'Verbs', note: 'He said \u201chi\u201d' });
  });

  it('removes commas before a closing bracket, never inside text', () => {
    const text = '{ "a": [1, 2, ], "b": "x, }", }';
    expect(removeTrailingCommas(text)).toBe('{ "a": [1, 2 ], "b": "x, }" }');
    expect(JSON.parse(removeTrailingCommas(text))).toEqual({ a: [1, 2], b: 'x, }' });
  });

  it('offers only the fixes that change a text that does not parse, and together they make it parse', () => {
    const text = '{\n  \u201ctasks\u201d: [\n    { "id": "a", },\n  ],\n}';
    const offered = offeredJsonFixes(text);
    expect(offered.map((fix) => fix.id)).toEqual(['curly-quotes', 'trailing-commas']);
    const fixed = offered.reduce((current, fix) => fix.apply(current), text);
    expect(JSON.parse(fixed)).toEqual({ tasks: [{ id: 'a' }] });
    expect(offeredJsonFixes(fixed)).toEqual([]);
    expect(offeredJsonFixes('{ "a": 1, }').map((fix) => fix.id)).toEqual(['trailing-commas']);
    expect(offeredJsonFixes('{ "a": }')).toEqual([]);
  });

  it('leaves valid JSON as it is (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const json = JSON.stringify(value, null, 1);
        expect(removeTrailingCommas(json)).toBe(json);
        expect(straightenQuotes(json)).toBe(json);
      }),
    );
  });
});
