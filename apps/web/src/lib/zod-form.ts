import { issueMessageKey } from '@hr/contracts';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { ApiError } from './api-client';

type ZodIssue = z.core.$ZodIssue;

/** The text of one zod issue in the interface language, from the catalog shared with the server. */
export function issueText(t: TFunction, issue: ZodIssue, field: string): string {
  const { key, params } = issueMessageKey(issue as Parameters<typeof issueMessageKey>[0]);
  const label = t(
    `messages:fields.${field
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .at(-1)}`,
    {
      defaultValue: t('messages:fields._value'),
    },
  );
  return t(`messages:${key}`, { ...params, field: label });
}

/**
 * The browser's own check of a whole body with the contract's schema, failed the way the server's 400 fails (field
 * paths to messages in the interface language), so that one path (useSaveError) shows both; undefined when it passes.
 * For forms that check everything at save time rather than field by field.
 */
export function checkBody(schema: z.ZodType, body: unknown, t: TFunction, message: string): ApiError | undefined {
  const result = schema.safeParse(body);
  if (result.success) return undefined;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] = [...(errors[path] ?? []), issueText(t, issue, path)];
  }
  return new ApiError(400, { status: false, code: 'invalid_input', message, errors });
}

/**
 * The problems of a value the page checks with a contract's schema before asking the server (a search range), as one
 * text in the interface language; undefined when it passes.
 */
export function problemsText(schema: z.ZodType, value: unknown, t: TFunction): string | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  return result.error.issues.map((issue) => issueText(t, issue, String(issue.path.at(-1) ?? ''))).join(' ');
}

/**
 * An Ant Design rule that checks a field with the same zod schema the server uses, so both sides apply one rule
 * with one message. The whole form is parsed, so cross-field rules (confirmation equal) work too; `toInput`
 * converts form values (dates, times) to the shape the API takes first.
 */
export function zodRule(
  schema: z.ZodType,
  field: string,
  t: TFunction,
  toInput: (values: never) => unknown = (values) => values,
): Rule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const result = schema.safeParse(toInput(getFieldsValue(true) as never));
      if (result.success) return;
      const issue = result.error.issues.find((item) => item.path.join('.') === field);
      if (issue) throw new Error(issueText(t, issue, field));
    },
  });
}

/**
 * An Ant Design rule from a contract's rule that answers field paths to message keys (`answerSheetErrors`: rules that
 * need more than the body, the server's same check): the first message of `field`, in the interface language.
 */
export function keyRule(errorsOf: (values: never) => Record<string, string[]>, field: string, t: TFunction): Rule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const key = errorsOf(getFieldsValue(true) as never)[field]?.[0];
      if (key) throw new Error(t(`messages:${key}`));
    },
  });
}

type Def = { type?: string; shape?: Record<string, z.ZodType>; in?: z.ZodType; innerType?: z.ZodType };
const defOf = (schema: unknown): Def => ((schema as { _zod?: { def?: Def } })?._zod?.def ?? {}) as Def;

/** The fields of an object schema, looking through pipes, refinements and wrappers (optional, default, ...). */
export function schemaFields(schema: z.ZodType): Record<string, z.ZodType> {
  let current: unknown = schema;
  for (let depth = 0; depth < 8 && current; depth++) {
    const def = defOf(current);
    if (def.type === 'object' && def.shape) return def.shape;
    current = def.type === 'pipe' ? def.in : def.innerType;
  }
  return {};
}

/**
 * Whether a form must fill `field` for `schema` to pass: neither absent, nor null, nor an empty text will do. A field
 * the schema does not have is not required (the form keeps it for itself, like a switch the body derives from).
 */
export function isRequiredField(schema: z.ZodType, field: string): boolean {
  const own = schemaFields(schema)[field];
  if (!own) return false;
  return [undefined, null, ''].every((empty) => !own.safeParse(empty).success);
}

/**
 * The label of a form field: `fields.<name>` of the form's namespace (what the screen calls it), else the label the
 * server's messages use for it (`messages:fields.<name>`), so labels and error messages name a field alike.
 */
export function fieldLabel(t: TFunction, namespace: string, field: string): string {
  return t([`${namespace}:fields.${field}`, `messages:fields.${field}`], { defaultValue: field });
}
