// @vitest-environment jsdom
import { act, useState } from 'react';
import { Link, useSearchParams } from './router';
import { afterEach, describe, expect, it } from 'vitest';
import { type Rendered, renderRoutes, waitFor } from '../test/dom';
import { useUnsavedChanges } from './use-unsaved-changes';

/** A page with a change that can be made and saved, a link away, and a tab switch inside the page (the query). */
function EditPage() {
  const [dirty, setDirty] = useState(false);
  const [params, setParams] = useSearchParams();
  const unsaved = useUnsavedChanges(dirty);
  return (
    <div>
      <h1>Edit page, tab {params.get('tab') ?? 'a'}</h1>
      <button type="button" onClick={() => setDirty(true)}>
        Change
      </button>
      <button type="button" onClick={() => setDirty(false)}>
        Save
      </button>
      <button type="button" onClick={() => unsaved.confirm(() => setParams({ tab: 'b' }))}>
        Tab b
      </button>
      <Link to="/other">Away</Link>
    </div>
  );
}

const click = (text: string) =>
  act(async () => {
    const target = [...document.querySelectorAll('button, a')].find((e) => e.textContent?.trim() === text);
    if (!target) throw new Error(`nothing named "${text}"`);
    (target as HTMLElement).click();
  });
const heading = () => document.querySelector('h1')?.textContent;
const question = () => document.querySelector('.ant-modal-confirm-title')?.textContent;
/** A beforeunload the browser would fire on closing the tab: true when the page asked to stay. */
const closingTabAsks = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('useUnsavedChanges', () => {
  let view: Rendered | undefined;
  afterEach(async () => {
    await view?.unmount();
    view = undefined;
    for (const node of document.querySelectorAll('.ant-modal-root')) node.remove();
  });

  const open = async () => {
    const opened = await renderRoutes('/edit', [
      { path: '/edit', element: <EditPage /> },
      { path: '/other', element: <h1>Other page</h1> },
    ]);
    view = opened;
    await waitFor(() => expect(heading()).toBe('Edit page, tab a'));
    return opened.router;
  };

  it('lets the person go when nothing changed, and the tab closes without a question', async () => {
    await open();
    expect(closingTabAsks()).toBe(false);
    await click('Away');
    await waitFor(() => expect(heading()).toBe('Other page'));
  });

  it('asks before another page of the app: Stay keeps the page, Leave goes', async () => {
    const router = await open();
    await click('Change');
    await click('Away');
    await waitFor(() => expect(question()).toBe('Unsaved changes'));
    expect(heading()).toBe('Edit page, tab a');
    await click('Stay');
    await waitFor(() => expect([...router.state.blockers.values()].map((b) => b.state)).toEqual(['unblocked']));
    expect(router.state.location.pathname).toBe('/edit');
    expect(heading()).toBe('Edit page, tab a');

    await click('Away');
    await waitFor(() => expect(document.querySelectorAll('.ant-modal-confirm').length).toBeGreaterThan(0));
    await click('Leave');
    await waitFor(() => expect(heading()).toBe('Other page'));
  });

  it('asks before the browser closes the tab while changes are unsaved, and no longer once saved', async () => {
    await open();
    await click('Change');
    expect(closingTabAsks()).toBe(true);
    await click('Save');
    expect(closingTabAsks()).toBe(false);
    await click('Away');
    await waitFor(() => expect(heading()).toBe('Other page'));
  });

  it('asks the same before a move inside the page (a tab), which the router itself lets through', async () => {
    await open();
    await click('Tab b');
    await waitFor(() => expect(heading()).toBe('Edit page, tab b'));
    await click('Change');
    await click('Tab b');
    await waitFor(() => expect(question()).toBe('Unsaved changes'));
  });
});
