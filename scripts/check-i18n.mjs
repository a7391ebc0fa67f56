// "No English left behind" (issue 32): fails when the client shows a text that is not in the
// catalogue, or when a message has no Chinese text. Three checks:
//  1. In every source file of the client (tests and their helpers aside), no JSX text and no
//     user-facing attribute or toast field is written as a plain string: it goes through the Lingui
//     macros (t`...`, <Trans>, <Plural>).
//     A line may opt out with a comment `i18n-exempt: <why>` on it or on the line above (a brand
//     name, a language's own name, a code example).
//  2. Every message the macros declare anywhere in the client is in the committed catalogues
//     (`npm run i18n:extract` puts it there): extracted afresh into a temporary folder and compared.
//  3. Every message of every zh-CN catalogue has its Chinese text.
// `npm test` and `npm run lint` run it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parse } from '@babel/parser';

const root = new URL('..', import.meta.url).pathname;

/**
 * Where the texts are checked: the whole client, so a new folder is checked from its first line. The
 * client was converted folder by folder (decision 026); once every folder was, the list of converted
 * folders gave way to this.
 */
export const checkedRoot = 'src/client';

/** Code that only tests run (test-support/, besides the *.test.* files), which no person reads. */
const notShown = [/(^|\/)test-support\//];

/** Attributes and toast fields a person reads (or hears, for aria-*). */
const userFacingNames = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'alt',
  'title',
  'placeholder',
  'label',
  'heading',
  'subheading',
  'description',
  'message',
  'emptyText',
]);

const hasWords = (text) => /\p{L}{2,}/u.test(text);

function sourceFiles(path) {
  const full = join(root, path);
  if (!statSync(full).isDirectory()) return [full];
  return readdirSync(full, { recursive: true })
    .filter((name) => !notShown.some((pattern) => pattern.test(name)))
    .map((name) => join(full, name))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts'));
}

/** A name in code, not a text: one word of several capitalised parts ('NotFoundPage', 'ApiError'). */
const codeName = (text) => /^[A-Z][a-z0-9]*(?:[A-Z][a-z0-9]*)+$/.test(text);

/** Plain-string texts in one file: [line, text] for each. */
export function plainTexts(code) {
  const ast = parse(code, { sourceType: 'module', plugins: ['typescript', 'jsx'] });
  const lines = code.split('\n');
  const exempt = (line) =>
    /i18n-exempt/.test(lines[line - 1] ?? '') || /i18n-exempt/.test(lines[line - 2] ?? '');
  const found = [];
  const note = (node, text) => {
    const line = node.loc.start.line;
    if (hasWords(text) && !exempt(line)) found.push([line, text.trim().replace(/\s+/g, ' ')]);
  };
  const staticText = (node) => {
    if (node?.type === 'StringLiteral') return node.value;
    if (node?.type === 'TemplateLiteral') return node.quasis.map((quasi) => quasi.value.cooked).join(' ');
    return null;
  };
  // Literals that are not shown: module names, types, class names and other non-text attributes,
  // object keys, console output and thrown errors (developers read those).
  const skipped = (node) =>
    ['ImportDeclaration', 'ExportAllDeclaration', 'TSLiteralType', 'TSTypeAnnotation'].includes(node.type) ||
    (node.type === 'ExportNamedDeclaration' && node.source) ||
    (node.type === 'JSXAttribute' && !userFacingNames.has(node.name.name)) ||
    (node.type === 'CallExpression' &&
      node.callee.type === 'MemberExpression' &&
      node.callee.object.name === 'console') ||
    (node.type === 'NewExpression' && /Error$/.test(node.callee.name ?? ''));
  const walk = (node, insideMacro) => {
    if (!node || typeof node.type !== 'string') return;
    let inside = insideMacro;
    if (node.type === 'JSXElement') {
      const name = node.openingElement.name.name;
      if (['Trans', 'Plural', 'Select', 'SelectOrdinal'].includes(name)) inside = true;
    }
    if (node.type === 'TaggedTemplateExpression' && ['t', 'msg'].includes(node.tag.name)) return;
    if (
      node.type === 'CallExpression' &&
      ['t', 'msg', 'plural', 'select', 'selectOrdinal'].includes(node.callee.name)
    )
      return;
    if (skipped(node)) return;
    if (node.type === 'JSXText' && !inside) note(node, node.value);
    if (node.type === 'JSXAttribute' && userFacingNames.has(node.name.name)) {
      const value = node.value?.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
      const text = staticText(value);
      if (text !== null) note(node, text);
      if (text !== null || value?.type !== 'JSXExpressionContainer') return;
    }
    if (node.type === 'ObjectProperty' && userFacingNames.has(node.key.name ?? node.key.value)) {
      const text = staticText(node.value);
      if (text !== null) {
        note(node, text);
        return;
      }
    }
    // A key looked up in an object (`headers['Content-Type']`) is a name, not a text.
    if (node.type === 'MemberExpression' && node.computed && node.property.type === 'StringLiteral') {
      walk(node.object, inside);
      return;
    }
    // Any other literal that reads like a sentence or a label ('Saving...', 'Current password').
    if (node.type === 'StringLiteral' && !inside && /^[A-Z][a-z]/.test(node.value) && !codeName(node.value))
      note(node, node.value);
    if (node.type === 'TemplateLiteral' && !inside) {
      const text = staticText(node);
      if (/^[A-Z][a-z]/.test(text ?? '')) note(node, text);
    }
    for (const [key, value] of Object.entries(node)) {
      if (['loc', 'leadingComments', 'trailingComments', 'innerComments'].includes(key)) continue;
      if (node.type === 'ObjectProperty' && key === 'key') continue;
      if (Array.isArray(value)) for (const child of value) walk(child, inside);
      else if (value && typeof value === 'object') walk(value, inside);
    }
  };
  walk(ast.program, false);
  return found;
}

/** The messages of a .po file: msgid to msgstr. */
export function poMessages(text) {
  const messages = new Map();
  const unquote = (line) => JSON.parse(line.slice(line.indexOf('"')));
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i].startsWith('msgid ')) continue;
    let id = unquote(lines[i]);
    while (lines[i + 1]?.startsWith('"')) id += unquote(lines[++i]);
    if (!lines[i + 1]?.startsWith('msgstr ')) continue;
    let str = unquote(lines[++i]);
    while (lines[i + 1]?.startsWith('"')) str += unquote(lines[++i]);
    if (id !== '') messages.set(id, str);
  }
  return messages;
}

function main() {
  const problems = [];

  for (const file of sourceFiles(checkedRoot)) {
    for (const [line, text] of plainTexts(readFileSync(file, 'utf8'))) {
      problems.push(`${relative(root, file)}:${line}: "${text}" is not translated (use t\`...\` or <Trans>)`);
    }
  }

  const catalogues = join(root, 'src/client/i18n/locales');
  const fresh = mkdtempSync(join(tmpdir(), 'i18n-check-'));
  try {
    execFileSync('npx', ['lingui', 'extract'], {
      cwd: root,
      stdio: 'pipe',
      env: { ...process.env, LINGUI_CATALOGUE_DIR: fresh },
    });
    for (const area of readdirSync(fresh)) {
      const declared = poMessages(readFileSync(join(fresh, area, 'en.po'), 'utf8'));
      let committed = new Map();
      try {
        committed = poMessages(readFileSync(join(catalogues, area, 'en.po'), 'utf8'));
      } catch {}
      for (const id of declared.keys()) {
        if (!committed.has(id)) {
          problems.push(`"${id}" is in the code but not in the ${area} catalogue (run npm run i18n:extract)`);
        }
      }
    }
  } finally {
    rmSync(fresh, { recursive: true, force: true });
  }

  for (const area of readdirSync(catalogues)) {
    const file = join(catalogues, area, 'zh-CN.po');
    for (const [id, text] of poMessages(readFileSync(file, 'utf8'))) {
      if (text.trim() === '') problems.push(`${relative(root, file)}: "${id}" has no Chinese text`);
    }
  }

  if (problems.length > 0) {
    console.error(`No English left behind: ${problems.length} problem(s)\n${problems.join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log(`No English left behind: every text of ${checkedRoot} is in the catalogues, in both languages.`);
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname) main();
