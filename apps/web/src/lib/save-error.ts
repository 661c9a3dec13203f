import { App, type FormInstance } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api-client';

export type FieldPath = (string | number)[];
/** A server error path ('a.0.b') as a form name path (['a', 0, 'b']). */
export const toPath = (path: string): FieldPath => path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));

export type SaveErrorOptions = {
  /** The form whose fields get the server's field errors. */
  form?: FormInstance;
  /** The failure toast when nothing better can be said (a 5xx, no connection); default 'Update fail'. */
  fallback?: string;
  /**
   * Server field name to form field name, when they differ (start_date and end_date to a range picker); or a function
   * from the server's path to the form's, for nested fields and list rows the form keeps elsewhere.
   */
  fields?: Record<string, string> | ((path: FieldPath) => FieldPath);
  /** Long forms: a toast with this text also when every problem stands under a field (it may be out of view). */
  invalidToast?: string;
  /** Codes a form answers itself (a confirmation, a dialog); return false to go on with the usual handling. */
  codes?: Record<string, (error: ApiError) => boolean | undefined>;
  /** Where a form shows the server's message instead of a toast (a red box above it); null clears it. */
  box?: (text: string | null) => void;
};

/**
 * Puts the server's field errors under the form's fields (several server fields may land on one form field);
 * returns the texts it placed.
 */
export function placeFieldErrors(
  form: FormInstance,
  error: ApiError,
  fields: SaveErrorOptions['fields'] = {},
): string[] {
  const byField = new Map<string, { name: FieldPath; errors: string[] }>();
  for (const [name, texts] of Object.entries(error.fieldErrors)) {
    const target = typeof fields === 'function' ? fields(toPath(name)) : toPath(fields[name] ?? name);
    // A mapping function knows the form's fields (list rows may be empty); a plain name must be one of the form's.
    const known =
      typeof fields === 'function' ||
      form.getFieldInstance(target) !== undefined ||
      form.getFieldValue(target) !== undefined ||
      (target.length === 1 && String(target[0]) in form.getFieldsValue(true));
    if (!known) continue;
    const key = JSON.stringify(target);
    const entry = byField.get(key) ?? { name: target, errors: [] };
    entry.errors.push(...texts);
    byField.set(key, entry);
  }
  form.setFields([...byField.values()]);
  return [...byField.values()].flatMap((entry) => entry.errors);
}

/** The text of a failed call: the server's localized message for a refusal (4xx), else `fallback`. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message
    ? error.message
    : fallback;
}

/**
 * The one way a form shows a failed save: field errors onto the fields; a conflict (409, someone else changed the
 * record) or a refused rule (422, 403, 404, ...) as the server's localized message, in a toast or the form's box,
 * unless that very text already stands under a field; a 400 whose problems stand under fields says nothing more;
 * anything else (5xx, no connection) is the fallback toast.
 */
export function useSaveError() {
  const { message } = App.useApp();
  const { t } = useTranslation();
  return useCallback(
    (error: unknown, options: SaveErrorOptions = {}) => {
      const fallback = options.fallback ?? t('messages:errors.update_failed');
      const show = (text: string) => (options.box ? options.box(text) : void message.error(text));
      if (!(error instanceof ApiError) || error.status >= 500 || error.status === 0) return show(fallback);
      const handler = error.code ? options.codes?.[error.code] : undefined;
      if (handler && handler(error) !== false) return;
      const placed = options.form ? placeFieldErrors(options.form, error, options.fields) : [];
      // Every problem of a 400 stands under its field, and a message already standing under a field is not repeated.
      if ((error.status === 400 && placed.length > 0) || placed.includes(error.message)) {
        if (options.invalidToast && error.status === 400) message.error(options.invalidToast);
        return options.box?.(null);
      }
      show(error.message || fallback);
    },
    [message, t],
  );
}
