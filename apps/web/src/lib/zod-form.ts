import { issueMessageKey } from '@hr/contracts';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import type { z } from 'zod';

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
