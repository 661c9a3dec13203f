/**
 * Accessible names of Ant Design's own parts in the interface language, for the whole app in one place.
 *
 * Ant Design draws icons of its own inside its controls (the pager's arrows, a select's arrow and clear button, the
 * password field's eye, an alert's sign) as images named by their English icon name ("left", "down",
 * "eye-invisible"), and names a select's clear button "Clear"; neither its locale nor ConfigProvider can change
 * those names (ant-design-icons issue 478). Our own icons are hidden where they are drawn (components/icons.tsx);
 * these are hidden here as they appear, and the controls that held only such an icon get a name in the language:
 * - an icon named by its own icon name is decoration: hidden from screen readers;
 * - the pager's previous / next buttons are named "previous page" / "next page" (every pager of the app);
 * - a select's clear button is named "clear the selection".
 */
export type PartNames = { clearChoice: string; previousPage: string; nextPage: string };

export function nameAntdParts(root: HTMLElement, names: () => PartNames): () => void {
  const fix = (scope: Element) => {
    const all = <T extends Element>(selector: string) => [
      ...(scope.matches(selector) ? [scope as T] : []),
      ...scope.querySelectorAll<T>(selector),
    ];
    for (const icon of all('.anticon[role="img"][aria-label]:not([aria-hidden="true"])')) {
      const name = icon.getAttribute('aria-label');
      if (name && icon.classList.contains(`anticon-${name}`)) icon.setAttribute('aria-hidden', 'true');
    }
    const words = names();
    const name = (selector: string, label: string) => {
      for (const element of all(selector))
        if (element.getAttribute('aria-label') !== label) element.setAttribute('aria-label', label);
    };
    name('.ant-pagination-prev button', words.previousPage);
    name('.ant-pagination-next button', words.nextPage);
    name('.ant-select-clear', words.clearChoice);
  };
  fix(root);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') fix(record.target as Element);
      else for (const node of record.addedNodes) if (node instanceof Element) fix(node);
    }
  });
  // Pop-ups (dropdowns, dialogs, messages) are drawn at the end of body, outside the app's root.
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-label', 'aria-hidden'],
  });
  return () => observer.disconnect();
}
