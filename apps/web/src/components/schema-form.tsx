import { Form, type FormItemProps, type FormProps } from 'antd';
import { createContext, type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldLabel, isRequiredField, schemaFields, zodRule } from '../lib/zod-form';

type Binding = { schema: z.ZodType; namespace: string; toInput: (values: never) => unknown };
const SchemaContext = createContext<Binding | null>(null);

export type SchemaFormProps<V> = Omit<FormProps<V>, 'name'> & {
  /** The form's own name: the prefix of its fields' ids, so two forms on one screen never share an id. */
  name: string;
  /** The contract's schema the server checks the body with. */
  schema: z.ZodType;
  /** The translation namespace whose `fields.<name>` labels the fields (else the messages' label). */
  namespace: string;
  /** The form's values as the API takes them (dates and times converted), before the schema checks them. */
  toInput?: (values: never) => unknown;
  children: ReactNode;
};

/**
 * An antd Form bound to a contract schema and a translation namespace, vertical, with required marks. Its `Field`s
 * take their label, required mark and rule from their name: `<SchemaForm name="shift" schema={shiftBody}
 * namespace="shifts" form={form}><Field name="name"><Input /></Field></SchemaForm>`.
 */
export function SchemaForm<V>({ schema, namespace, toInput, children, ...props }: SchemaFormProps<V>) {
  return (
    <SchemaContext.Provider value={{ schema, namespace, toInput: toInput ?? ((values) => values) }}>
      <Form<V> layout="vertical" requiredMark {...props}>
        {children}
      </Form>
    </SchemaContext.Provider>
  );
}

export type FieldProps = Omit<FormItemProps, 'name'> & { name: string };

/**
 * A field of a SchemaForm: label `t('<namespace>:fields.<name>')`, the required mark when the schema needs a value,
 * and the schema's own check (same message as the server's) before any `rules` given.
 */
export function Field({ name, label, rules = [], required, children, ...item }: FieldProps) {
  const binding = useContext(SchemaContext);
  const { t } = useTranslation();
  if (!binding) throw new Error(`<Field name="${name}"> must stand inside a <SchemaForm>`);
  const inSchema = name in schemaFields(binding.schema);
  return (
    <Form.Item
      name={name}
      label={label ?? fieldLabel(t, binding.namespace, name)}
      required={required ?? isRequiredField(binding.schema, name)}
      rules={[...(inSchema ? [zodRule(binding.schema, name, t, binding.toInput)] : []), ...rules]}
      {...item}
    >
      {children}
    </Form.Item>
  );
}
