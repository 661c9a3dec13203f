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

/** Ant Design's `validateFields` rejection: the form's own check failed, its messages already stand under the fields. */
export function isFormCheckFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && Array.isArray((error as { errorFields?: unknown }).errorFields);
}

/** What a failed save comes to on the screen (`routeSaveError`). */
export type SaveErrorOutcome =
  /** The form's own check failed, or every problem of a 400 stands under its field (a toast only if asked for). */
  | { kind: 'fields'; toast?: string }
  /** A code the form answers itself (a confirmation, a dialog). */
  | { kind: 'handled' }
  /** A refusal (409 someone else changed it, 422 a rule, 403, 404, ...): the server's localized message. */
  | { kind: 'message'; text: string }
  /** Anything else (5xx, no connection, a bug): the form's failure text. */
  | { kind: 'fallback'; text: string };

/**
 * Where a failed save goes: field errors under the fields (`place` puts them there and returns their texts), a
 * conflict or a refused rule as the server's message unless that very text already stands under a field, anything
 * else as the fallback.
 */
export function routeSaveError(
  error: unknown,
  options: { fallback: string; invalidToast?: string; codes?: SaveErrorOptions['codes'] },
  place: (error: ApiError) => string[],
): SaveErrorOutcome {
  if (isFormCheckFailure(error)) return { kind: 'fields', toast: options.invalidToast };
  if (!(error instanceof ApiError) || error.status >= 500 || error.status === 0)
    return { kind: 'fallback', text: options.fallback };
  const handler = error.code ? options.codes?.[error.code] : undefined;
  if (handler && handler(error) !== false) return { kind: 'handled' };
  const placed = place(error);
  if (error.status === 400 && placed.length > 0) return { kind: 'fields', toast: options.invalidToast };
  if (placed.includes(error.message)) return { kind: 'fields' };
  return error.message ? { kind: 'message', text: error.message } : { kind: 'fallback', text: options.fallback };
}

/**
 * The one way a form shows a failed save (routeSaveError): field errors onto the fields; a conflict (409) or a
 * refused rule (422, 403, 404, ...) as the server's localized message, in a toast or the form's box; anything else
 * (5xx, no connection) as the fallback toast. A failed check of the form itself (validateFields) says nothing more
 * than its fields do, or `invalidToast`.
 */
export function useSaveError() {
  const { message } = App.useApp();
  const { t } = useTranslation();
  return useCallback(
    (error: unknown, options: SaveErrorOptions = {}) => {
      const fallback = options.fallback ?? t('messages:errors.update_failed');
      const show = (text: string) => (options.box ? options.box(text) : void message.error(text));
      const outcome = routeSaveError(error, { ...options, fallback }, (apiError) =>
        options.form ? placeFieldErrors(options.form, apiError, options.fields) : [],
      );
      if (outcome.kind === 'message' || outcome.kind === 'fallback') return show(outcome.text);
      if (outcome.kind === 'fields') {
        if (outcome.toast) void message.error(outcome.toast);
        options.box?.(null);
      }
    },
    [message, t],
  );
}

/**
 * Runs a save so that no failure escapes into the page: `work` checks the form (validateFields) and calls the API;
 * whatever it throws goes through the save-error helper. Resolves true when the save went through.
 * `const save = useGuardedSave(); save(async () => { ... }, { form, fallback })`.
 */
export function useGuardedSave() {
  const saveError = useSaveError();
  return useCallback(
    async (work: () => Promise<unknown>, options: SaveErrorOptions = {}): Promise<boolean> => {
      try {
        await work();
        return true;
      } catch (error) {
        saveError(error, options);
        return false;
      }
    },
    [saveError],
  );
}
