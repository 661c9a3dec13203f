// @vitest-environment jsdom
import { Form, type FormInstance, Input } from 'antd';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldErrors, type Rendered, render, toasts, waitFor } from '../test/dom';
import { ApiError } from './api-client';
import { routeSaveError, type SaveErrorOptions, useGuardedSave, useSaveError } from './save-error';

const apiError = (status: number, body: Partial<ConstructorParameters<typeof ApiError>[1]> = {}) =>
  new ApiError(status, { status: false, code: 'x', message: '', ...body });

describe('routeSaveError: where a failed save goes', () => {
  const options = { fallback: 'Update fail', invalidToast: 'Please check the form' };
  const nothingPlaced = () => [];

  it("a failed check of the form itself stays under its fields (antd's validateFields rejection)", () => {
    const rejection = { errorFields: [{ name: ['name'], errors: ['Name is required'] }], values: {} };
    expect(routeSaveError(rejection, options, nothingPlaced)).toEqual({ kind: 'fields', toast: options.invalidToast });
  });

  it('a 400 with field errors goes under the fields', () => {
    const error = apiError(400, { message: 'Invalid input', errors: { name: ['Name is taken'] } });
    expect(routeSaveError(error, options, () => ['Name is taken'])).toEqual({
      kind: 'fields',
      toast: options.invalidToast,
    });
  });

  it("a 409 (someone else changed the record) is the server's message", () => {
    const error = apiError(409, { code: 'stale_version', message: 'Someone else changed this record' });
    expect(routeSaveError(error, options, nothingPlaced)).toEqual({
      kind: 'message',
      text: 'Someone else changed this record',
    });
  });

  it("a refused rule (422) is the server's message, unless the same text already stands under a field", () => {
    const error = apiError(422, { message: 'Check-out equals check-in', errors: { normal_checkout_time: ['x'] } });
    expect(routeSaveError(error, options, nothingPlaced)).toEqual({ kind: 'message', text: error.message });
    expect(routeSaveError(error, options, () => [error.message])).toEqual({ kind: 'fields' });
  });

  it('a 5xx, a lost connection or a bug is the fallback', () => {
    expect(routeSaveError(apiError(500, { message: 'boom' }), options, nothingPlaced)).toEqual({
      kind: 'fallback',
      text: 'Update fail',
    });
    expect(routeSaveError(apiError(0), options, nothingPlaced).kind).toBe('fallback');
    expect(routeSaveError(new TypeError('Failed to fetch'), options, nothingPlaced).kind).toBe('fallback');
  });

  it('a code the form answers itself is left to it, unless its handler declines', () => {
    const error = apiError(409, { code: 'member_in_other_group', message: 'Move them?' });
    expect(routeSaveError(error, { ...options, codes: { member_in_other_group: () => true } }, nothingPlaced)).toEqual({
      kind: 'handled',
    });
    expect(
      routeSaveError(error, { ...options, codes: { member_in_other_group: () => false } }, nothingPlaced).kind,
    ).toBe('message');
  });
});

/** A real antd form with a name field, and the save-error helpers of the page around it. */
function harness() {
  const api: {
    form?: FormInstance;
    saveError?: ReturnType<typeof useSaveError>;
    guarded?: ReturnType<typeof useGuardedSave>;
  } = {};
  function Page() {
    const [form] = Form.useForm();
    api.form = form;
    api.saveError = useSaveError();
    api.guarded = useGuardedSave();
    return (
      <Form form={form} name="person">
        <Form.Item name="name" label="Name" rules={[{ required: true, message: 'Name is required' }]}>
          <Input />
        </Form.Item>
      </Form>
    );
  }
  return { api, Page };
}

describe('useSaveError and useGuardedSave on a real form', () => {
  let view: Rendered | undefined;
  afterEach(async () => {
    await view?.unmount();
    view = undefined;
  });

  const show = async (error: unknown, options: (form: FormInstance) => SaveErrorOptions) => {
    const { api, Page } = harness();
    view = await render(<Page />);
    await act(async () => api.saveError?.(error, options(api.form!)));
    return api;
  };

  it("puts the server's field errors under the fields (a server name mapped to the form's)", async () => {
    await show(apiError(400, { message: 'Invalid input', errors: { full_name: ['Name is taken'] } }), (form) => ({
      form,
      fields: { full_name: 'name' },
    }));
    await waitFor(() => expect(fieldErrors()).toEqual(['Name is taken']));
    expect(toasts()).toEqual([]);
  });

  it("shows a 409's message in a toast", async () => {
    await show(apiError(409, { code: 'stale_version', message: 'Someone else changed it' }), (form) => ({ form }));
    await waitFor(() => expect(toasts()).toContain('Someone else changed it'));
  });

  it('shows the fallback for a 5xx, and the catalog\'s "update failed" without one', async () => {
    await show(apiError(503, { message: 'overloaded' }), (form) => ({ form, fallback: 'Save shift group failed' }));
    await waitFor(() => expect(toasts()).toContain('Save shift group failed'));
    await view?.unmount();
    await show(new TypeError('Failed to fetch'), (form) => ({ form }));
    await waitFor(() => expect(toasts()).toContain('Update fail'));
  });

  it('a guarded save whose form check fails resolves false: no error escapes, the message stands under the field', async () => {
    const { api, Page } = harness();
    view = await render(<Page />);
    let result: boolean | undefined;
    await act(async () => {
      result = await api.guarded?.(() => api.form!.validateFields(), {
        form: api.form,
        invalidToast: 'Check the form',
      });
    });
    expect(result).toBe(false);
    await waitFor(() => expect(fieldErrors()).toEqual(['Name is required']));
    await waitFor(() => expect(toasts()).toContain('Check the form'));
  });

  it('a guarded save that goes through resolves true', async () => {
    const { api, Page } = harness();
    view = await render(<Page />);
    await act(async () => api.form?.setFieldsValue({ name: 'An' }));
    let result: boolean | undefined;
    await act(async () => {
      result = await api.guarded?.(async () => api.form!.validateFields());
    });
    expect(result).toBe(true);
  });
});
