// @vitest-environment jsdom
import { leaveReasonFields, shiftBody } from '@hr/contracts';
import { Form, type FormInstance, Input, InputNumber } from 'antd';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldErrors, type Rendered, render, waitFor } from '../test/dom';
import { Field, SchemaForm } from './schema-form';

const labelOf = (id: string) => document.querySelector(`label[for="${id}"]`);

describe('SchemaForm and Field', () => {
  let view: Rendered | undefined;
  afterEach(async () => {
    await view?.unmount();
    view = undefined;
  });

  it("take each field's label, required mark and check from its name and the contract's schema", async () => {
    let form: FormInstance | undefined;
    function ShiftForm() {
      [form] = Form.useForm();
      return (
        <SchemaForm name="shift" form={form} schema={shiftBody} namespace="shifts">
          <Field name="name">
            <Input />
          </Field>
          <Field name="description">
            <Input />
          </Field>
        </SchemaForm>
      );
    }
    view = await render(<ShiftForm />);
    // The form's name prefixes the ids, and the labels point at them.
    expect(labelOf('shift_name')?.textContent).toBe('Shift group name');
    expect(labelOf('shift_description')?.textContent).toBe('Description');
    expect(labelOf('shift_name')?.className).toContain('ant-form-item-required');
    expect(labelOf('shift_description')?.className).not.toContain('ant-form-item-required');

    await act(async () => {
      await form?.validateFields().catch(() => undefined);
    });
    // The schema's own message, in the interface language, the same the server sends.
    await waitFor(() => expect(fieldErrors()).toEqual(['Shift group name has not been entered']));
  });

  it("a field the schema does not have is labelled from the namespace and not required; the namespace's label wins", async () => {
    function ReasonForm() {
      const [form] = Form.useForm();
      return (
        <SchemaForm name="leave-reason" form={form} schema={leaveReasonFields} namespace="leaveTypes">
          <Field name="max_absent_days">
            <InputNumber />
          </Field>
          <Field name="active">
            <Input />
          </Field>
        </SchemaForm>
      );
    }
    view = await render(<ReasonForm />);
    expect(labelOf('leave-reason_max_absent_days')?.textContent).toBe('Maximum days absent');
    expect(labelOf('leave-reason_max_absent_days')?.className).toContain('ant-form-item-required');
    expect(labelOf('leave-reason_active')?.textContent).toBe('Active');
    expect(labelOf('leave-reason_active')?.className).not.toContain('ant-form-item-required');
  });

  it('two forms on one screen never share an id (the leave type page and its reason dialog)', async () => {
    function TwoForms() {
      const [page] = Form.useForm();
      const [dialog] = Form.useForm();
      return (
        <>
          <SchemaForm name="leave-type" form={page} schema={leaveReasonFields} namespace="leaveTypes">
            <Field name="description_vie">
              <Input />
            </Field>
          </SchemaForm>
          <SchemaForm name="leave-reason" form={dialog} schema={leaveReasonFields} namespace="leaveTypes">
            <Field name="description_vie">
              <Input />
            </Field>
          </SchemaForm>
        </>
      );
    }
    view = await render(<TwoForms />);
    const ids = [...document.querySelectorAll('input')].map((input) => input.id);
    expect(ids).toEqual(['leave-type_description_vie', 'leave-reason_description_vie']);
  });

  it('a Field outside a SchemaForm is a mistake the page shows at once', async () => {
    const original = console.error;
    console.error = () => undefined;
    try {
      await expect(
        render(
          <Form>
            <Field name="name">
              <Input />
            </Field>
          </Form>,
        ),
      ).rejects.toThrow('must stand inside a <SchemaForm>');
    } finally {
      console.error = original;
    }
  });
});
