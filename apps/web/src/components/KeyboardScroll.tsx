import { type ReactNode, useEffect, useRef } from 'react';

const SCROLLERS = '.ant-table-content, .ant-table-body';

/**
 * Wraps a table whose rows may be wider than the screen: its scrolling area becomes a Tab stop (a region named
 * `label`), so the arrow keys scroll it for people without a mouse (WCAG 2.1.1, axe `scrollable-region-focusable`).
 */
export function KeyboardScroll({ label, children }: { label: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = box.current;
    if (!root) return;
    const mark = () => {
      for (const element of root.querySelectorAll<HTMLElement>(SCROLLERS)) {
        if (element.getAttribute('tabindex') === '0') continue;
        element.setAttribute('tabindex', '0');
        element.setAttribute('role', 'region');
        element.setAttribute('aria-label', label);
      }
    };
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [label]);
  return <div ref={box}>{children}</div>;
}
