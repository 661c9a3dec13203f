// @vitest-environment jsdom
import { Table } from 'antd';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Rendered, render } from '../test/dom';
import { type ResponsiveColumn, useResponsiveColumns } from './responsive-table';

type Row = { id: number; name: string; staff_id: string; net: string };
const COLUMNS: ResponsiveColumn<Row>[] = [
  { key: 'staff_id', title: 'Staff ID', dataIndex: 'staff_id', nowrap: true, secondary: true },
  { key: 'name', title: 'Name', dataIndex: 'name' },
  { key: 'net', title: 'Net pay', dataIndex: 'net', nowrap: true },
];

function People() {
  const rows = [{ id: 1, name: 'Tanaka Takumi', staff_id: 'NV0001', net: '59.827.405 VND' }];
  return <Table<Row> rowKey="id" pagination={false} dataSource={rows} {...useResponsiveColumns(COLUMNS)} />;
}

/** The media query of a phone (max-width below 768 px) matches or not. */
function atPhoneWidth(phone: boolean) {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...original(query), matches: phone && query.includes('max-width') });
  return () => {
    window.matchMedia = original;
  };
}

const headers = () => [...document.querySelectorAll('thead th')].map((th) => th.textContent);
const nowrapCells = () => [...document.querySelectorAll('.table-nowrap')].map((cell) => cell.textContent);

describe('useResponsiveColumns', () => {
  let page: Rendered | undefined;
  let restore: () => void = () => undefined;
  afterEach(async () => {
    await page?.unmount();
    restore();
  });

  it('on a desktop shows every column and marks the nowrap cells', async () => {
    restore = atPhoneWidth(false);
    page = await render(<People />);
    expect(headers()).toEqual(['Staff ID', 'Name', 'Net pay']);
    expect(nowrapCells()).toEqual(['NV0001', '59.827.405 VND']);
  });

  it('on a phone moves the secondary columns into the expanded row, still unbroken', async () => {
    restore = atPhoneWidth(true);
    page = await render(<People />);
    expect(headers()).toEqual(['', 'Name', 'Net pay']);
    expect(nowrapCells()).toEqual(['59.827.405 VND']);
    await act(async () => document.querySelector<HTMLButtonElement>('.ant-table-row-expand-icon')!.click());
    expect(document.querySelector('.table-more')?.textContent).toBe('Staff IDNV0001');
    expect(nowrapCells()).toEqual(['59.827.405 VND', 'NV0001']);
  });

  it('keeps a phoneWidth at phone width, where the other widths go, and leaves it out on a desktop', async () => {
    const columns: ResponsiveColumn<Row>[] = [
      { key: 'name', title: 'Name', dataIndex: 'name', width: 200 },
      { key: 'net', title: 'Net pay', dataIndex: 'net', width: 160, phoneWidth: 90 },
    ];
    let seen: unknown[] = [];
    function Probe() {
      seen = (useResponsiveColumns(columns).columns ?? []).map((c) => [c.width, 'phoneWidth' in c]);
      return null;
    }
    restore = atPhoneWidth(true);
    page = await render(<Probe />);
    expect(seen).toEqual([
      [undefined, false],
      [90, false],
    ]);
    await page.unmount();
    restore();
    restore = atPhoneWidth(false);
    page = await render(<Probe />);
    expect(seen).toEqual([
      [200, false],
      [160, false],
    ]);
  });
});
