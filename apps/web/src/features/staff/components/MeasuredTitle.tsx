import { useLayoutEffect, useRef, useState } from 'react';

/**
 * antd copies each column's title into a hidden row that measures the widths; the select-all box copied there is a
 * focusable element inside aria-hidden (axe: aria-hidden-focus). That copy becomes an empty box of the same size.
 * (The user list's badge selection does the same; features may not import each other.)
 */
export function MeasuredTitle({ children }: { children: React.ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [copy, setCopy] = useState(false);
  useLayoutEffect(() => setCopy(Boolean(ref.current?.closest('[aria-hidden="true"]'))), []);
  return (
    <span ref={ref} style={{ display: 'inline-flex' }}>
      {copy ? <span style={{ display: 'inline-block', width: 16, height: 16 }} /> : children}
    </span>
  );
}
