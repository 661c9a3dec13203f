// @vitest-environment jsdom
import { act, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Rendered, render, waitFor } from '../test/dom';
import { lazyPart } from './lazy-part';

/** A dialog stand-in that says whether it is open. */
function Dialog({ open, name }: { open: boolean; name: string }) {
  return <p className="dialog">{`${name} ${open ? 'open' : 'closed'}`}</p>;
}

let loads = 0;
const LazyDialog = lazyPart(async () => {
  loads += 1;
  return Dialog;
});

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" onClick={() => setOpen((now) => !now)}>
        Toggle
      </button>
      <LazyDialog open={open} name="Form" />
    </div>
  );
}

const toggle = () => act(async () => document.querySelector('button')!.click());
const dialog = () => document.querySelector('.dialog')?.textContent;
/** The dialog's text once its chunk has loaded. */
const shownDialog = () => {
  const text = dialog();
  if (!text) throw new Error('the dialog is not there yet');
  return text;
};

describe('lazyPart', () => {
  let page: Rendered | undefined;
  afterEach(async () => page?.unmount());

  it('loads the part only when it first opens, then keeps it mounted with its props', async () => {
    page = await render(<Page />);
    expect(loads).toBe(0);
    expect(dialog()).toBeUndefined();

    await toggle();
    expect(await waitFor(shownDialog)).toBe('Form open');
    expect(loads).toBe(1);

    // Closed, it stays mounted (a dialog closes with its animation), and opening again loads nothing more.
    await toggle();
    expect(dialog()).toBe('Form closed');
    await toggle();
    expect(dialog()).toBe('Form open');
    expect(loads).toBe(1);
  });

  it('takes its own rule for when it is first needed', async () => {
    let loaded = false;
    const Detail = lazyPart(
      async () => {
        loaded = true;
        return ({ id }: { id?: number }) => <p className="dialog">{`record ${id}`}</p>;
      },
      (props) => props.id !== undefined,
    );
    page = await render(<Detail />);
    expect(loaded).toBe(false);
    await page.unmount();
    page = await render(<Detail id={7} />);
    expect(await waitFor(shownDialog)).toBe('record 7');
    expect(loaded).toBe(true);
  });
});
