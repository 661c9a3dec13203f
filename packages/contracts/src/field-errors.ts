import type { Language } from './languages';
import { translate } from './messages/index';
import { type IssueLike, issueMessageKey } from './validation';

/**
 * THE way a refused input becomes the `errors` of an answer (`{ field: [messages] }`, DESIGN.md section 4): the
 * server's error handler answers with it, and contract unit tests check a schema's rules with it, so a rule tested
 * on the schema reads exactly as the server says it. The browser's forms show the same catalog's texts.
 */

/** One issue of a schema: where (`path` as zod gives it) and what (zod's code and parameters). */
export type FieldIssue = IssueLike & { path: readonly PropertyKey[]; keys?: readonly string[] };

/**
 * The field's name as a person reads it: the catalog's label of the last named part of the path (`user_ids.3` is
 * `user_ids`). A field without a label reads as the generic "This value", never as its raw key; a test walks every
 * contracts schema so that each field a person can fill has a label (fields.test.ts).
 */
export function fieldLabel(lang: Language, path: string, place: FieldPlace = 'body'): string {
  const field = path
    .split('.')
    .filter((part) => part !== '' && !/^\d+$/.test(part))
    .at(-1);
  if (field === undefined) return translate(lang, 'fields._value');
  // A query's filter or a path's part may mean another thing than a form's field of the same name (`name` is a
  // person's in a query, a file's in a path).
  const prefix = place === 'querystring' ? 'query_' : place === 'params' ? 'param_' : undefined;
  const own = prefix ? translate(lang, `fields.${prefix}${field}`) : undefined;
  if (own !== undefined && own !== `fields.${prefix}${field}`) return own;
  const label = translate(lang, `fields.${field}`);
  return label === `fields.${field}` ? translate(lang, 'fields._value') : label;
}

/** Where a field was sent: a query's filters have labels of their own (`fields.query_<name>`) before the shared ones. */
export type FieldPlace = 'body' | 'querystring' | 'params';

/** Our schemas carry message keys (`validation.*`); zod's own messages are replaced by generic translated ones. */
export function issueText(lang: Language, issue: IssueLike, field: string, place: FieldPlace = 'body'): string {
  const { key, params } = issueMessageKey(issue);
  return translate(lang, key, { ...params, field: fieldLabel(lang, field, place) });
}

/** The answer's `errors` for a list of issues, in a language. An unknown field is named by its own path. */
export function fieldErrors(
  lang: Language,
  issues: readonly FieldIssue[],
  place: FieldPlace = 'body',
): Record<string, string[]> {
  // Field names come from the request: an unknown field called `constructor` or `toString` must not find
  // Object.prototype's members here (that crashed the handler into a 500).
  const errors: Record<string, string[]> = Object.create(null);
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    const fields =
      issue.code === 'unrecognized_keys'
        ? (issue.keys ?? []).map((key) => (path ? `${path}.${key}` : key))
        : [path || '_'];
    for (const field of fields) errors[field] = [...(errors[field] ?? []), issueText(lang, issue, field, place)];
  }
  return errors;
}

/** A field's messages of a schema's parse, as the server answers them (for contract unit tests). */
export function fieldErrorsOf(
  lang: Language,
  result: { success: boolean; error?: { issues: readonly unknown[] } },
): Record<string, string[]> {
  return result.success ? {} : fieldErrors(lang, (result.error?.issues ?? []) as FieldIssue[]);
}
