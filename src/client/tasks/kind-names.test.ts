import { afterEach, describe, expect, it } from 'vitest';
import { kindOfType, knownTaskTypes } from '#domain/tasks/registry';
import { activateLocale, loadTexts } from '../i18n/locale';
import { kindName } from './kind-names';

afterEach(() => activateLocale('en'));

describe("the kinds' names", () => {
  it("are the domain's English names in English, and the type for a kind the product does not know", () => {
    for (const type of knownTaskTypes) expect(kindName(type)).toBe(kindOfType(type).authoring.label);
    expect(kindName('essay')).toBe('essay');
  });

  it('are Chinese in zh-CN, one for each kind, and an unknown type stays as written', async () => {
    await loadTexts('app');
    await activateLocale('zh-CN');
    expect(kindName('mcq_1')).toBe('选择题');
    expect(kindName('find_mistakes')).toBe('找错');
    const names = knownTaskTypes.map(kindName);
    for (const name of names) expect(name).toMatch(/^\p{Script=Han}+$/u);
    expect(new Set(names).size).toBe(names.length);
    expect(kindName('essay')).toBe('essay');
  });
});
