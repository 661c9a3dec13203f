import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Ant Design gives a field the id `<form name>_<field>`, or just `<field>` when the form has no name. A dialog's
 * form over a page's form with the same fields (a leave reason over its leave type, a work plan over the plan
 * filter) then had two inputs of one id, and each label named the page's field: a screen reader read the dialog's
 * fields as "edit text". Every form therefore has a name of its own (SchemaForm requires one).
 */

const SRC = path.resolve(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [full] : [];
  });
}

/** The opening tags `<Form ...>` of a source (props may hold `{() => a > b}`: braces are skipped). */
export function formTags(text: string): { line: number; tag: string }[] {
  const tags: { line: number; tag: string }[] = [];
  for (const match of text.matchAll(/<Form(?=[\s>])/g)) {
    let depth = 0;
    let end = match.index;
    for (; end < text.length; end += 1) {
      const char = text[end];
      if (char === '{') depth += 1;
      else if (char === '}') depth -= 1;
      else if (char === '>' && depth === 0) break;
    }
    tags.push({ line: text.slice(0, match.index).split('\n').length, tag: text.slice(match.index, end + 1) });
  }
  return tags;
}

const unnamed = (text: string) => formTags(text).filter(({ tag }) => !/\sname=/.test(tag));

describe('every form has its own name (unique field ids on a page)', () => {
  it('no <Form> without a name in apps/web/src', () => {
    const found = sources(SRC).flatMap((file) =>
      unnamed(fs.readFileSync(file, 'utf8')).map(({ line }) => `${path.relative(SRC, file)}:${line}`),
    );
    expect(found).toEqual([]);
  });

  it('the check finds a form without a name, past an arrow in its props', () => {
    const sample = [
      '<Form form={form} onFinish={() => (a > b ? 1 : 2)} layout="vertical">',
      '<Form\n  name="plan"\n  form={form}\n>',
      '<Form.Item name="x">',
    ].join('\n');
    expect(formTags(sample).map(({ line }) => line)).toEqual([1, 2]);
    expect(unnamed(sample).map(({ line }) => line)).toEqual([1]);
  });
});
