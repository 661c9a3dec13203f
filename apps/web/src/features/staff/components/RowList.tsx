import { Button, Col, Form, Row, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteOutlined, PlusOutlined } from '../../../components/icons';

/** One allowance or dependent: a line under it, so its fields read as one group. */
const ROW_STYLE = { borderBottom: '1px solid #f0f0f0', marginBottom: 12 } as const;

export type RowListColumn = {
  field: string;
  /** Its width at desktop width (of 24; the remove button takes 1). */
  md: number;
  required?: boolean;
  /** Whether the tab's schema checks it (`rule`); true unless told. */
  checked?: boolean;
  input: (index: number) => ReactNode;
};

/**
 * The rows a tab edits with its form (the salary tab's allowances, the tax tab's dependents): each row a group of
 * fields labelled with its number ("Amount 2"), checked by the tab's own rule, with its remove button; the empty
 * text and the add button under them.
 */
export function RowList({
  name,
  title,
  empty,
  addLabel,
  removeLabel,
  newRow,
  columns,
  rule,
  disabled,
  onEdited,
}: {
  name: string;
  title: string;
  empty: string;
  addLabel: string;
  removeLabel: (index: number) => string;
  newRow: () => object;
  columns: RowListColumn[];
  rule: (index: number, field: string) => Rule;
  disabled: boolean;
  onEdited: () => void;
}) {
  const { t } = useTranslation('staff');
  const label = (field: string, index: number) => `${t(`fields.${field}`)} ${index + 1}`;
  return (
    <>
      <h2 style={{ fontSize: 16 }}>{title}</h2>
      <Form.List name={name}>
        {(fields, { add, remove }) => (
          <>
            {fields.length === 0 && <Typography.Paragraph type="secondary">{empty}</Typography.Paragraph>}
            {fields.map((row) => (
              <div key={row.key} role="group" style={ROW_STYLE} aria-label={`${title} ${row.name + 1}`}>
                <Row gutter={12} align="bottom">
                  {columns.map((column, i) => (
                    <Col key={column.field} xs={i === columns.length - 1 ? 20 : 24} md={column.md}>
                      <Form.Item
                        name={[row.name, column.field]}
                        label={label(column.field, row.name)}
                        required={column.required}
                        rules={column.checked === false ? undefined : [rule(row.name, column.field)]}
                      >
                        {column.input(row.name)}
                      </Form.Item>
                    </Col>
                  ))}
                  <Col xs={4} md={1}>
                    {!disabled && (
                      <Form.Item>
                        <Button
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={removeLabel(row.name + 1)}
                          onClick={() => {
                            remove(row.name);
                            onEdited();
                          }}
                        />
                      </Form.Item>
                    )}
                  </Col>
                </Row>
              </div>
            ))}
            {!disabled && (
              <Button
                icon={<PlusOutlined />}
                onClick={() => {
                  add(newRow());
                  onEdited();
                }}
              >
                {addLabel}
              </Button>
            )}
          </>
        )}
      </Form.List>
    </>
  );
}
