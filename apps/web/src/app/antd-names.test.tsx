// @vitest-environment jsdom
import { Alert, Input, Pagination, Select } from 'antd';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../test/dom';
import { nameAntdParts } from './antd-names';

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/** Ant Design's own icons still named by their English icon name and shown to screen readers. */
const iconNames = (root: Element) =>
  [...root.querySelectorAll('.anticon[role="img"][aria-label]')]
    .filter((icon) => !icon.closest('[aria-hidden="true"]'))
    .map((icon) => icon.getAttribute('aria-label'));

describe("Ant Design's own parts named in the interface language", () => {
  it('hides its icons, names the pager buttons and the clear button of a select', async () => {
    stops.push(
      nameAntdParts(document.body, () => ({
        clearChoice: '選択を解除',
        previousPage: '前のページ',
        nextPage: '次のページ',
      })),
    );
    const view = await render(
      <>
        <Pagination total={50} current={2} onChange={() => undefined} />
        <Select allowClear value="a" options={[{ value: 'a', label: 'A' }]} aria-label="choice" />
        <Input.Password aria-label="password" />
        <Alert type="info" showIcon title="note" />
      </>,
    );
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(iconNames(view.container)).toEqual([]);
    const pager = [...view.container.querySelectorAll('.ant-pagination-prev button, .ant-pagination-next button')];
    expect(pager.map((b) => b.getAttribute('aria-label'))).toEqual(['前のページ', '次のページ']);
    expect(view.container.querySelector('.ant-select-clear')?.getAttribute('aria-label')).toBe('選択を解除');
    await view.unmount();
  });

  it('names parts that appear later (a select given a value after the first paint)', async () => {
    stops.push(
      nameAntdParts(document.body, () => ({
        clearChoice: 'Bỏ chọn',
        previousPage: 'Trang trước',
        nextPage: 'Trang sau',
      })),
    );
    const view = await render(<Select allowClear options={[{ value: 'a', label: 'A' }]} aria-label="choice" />);
    expect(view.container.querySelector('.ant-select-clear')).toBeNull();
    await act(async () =>
      view.root.render(<Select allowClear value="a" options={[{ value: 'a', label: 'A' }]} aria-label="choice" />),
    );
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(view.container.querySelector('.ant-select-clear')?.getAttribute('aria-label')).toBe('Bỏ chọn');
    expect(iconNames(view.container)).toEqual([]);
    await view.unmount();
  });
});
