import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';

/** A dialog's props: it is first needed when it opens (`open`, or the record it shows). */
type Shown<P> = (props: P) => boolean;
const openProp = (props: object) => Boolean((props as { open?: unknown }).open);

/**
 * A part of a page that travels in its own chunk and is loaded only when first shown: a form dialog (its Form,
 * rules, zod schemas, date and time pickers) is downloaded and run when it first opens, not with the list under it.
 * `shown` says when the part is first needed (default: its `open` prop); once shown it stays mounted, so a dialog
 * closes with its animation and its next opening needs no load. A tab's content passes `() => true` (it loads when
 * its tab is rendered). `load` picks the named export: `lazyPart(() => import('./X').then((m) => m.X))`.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  shown: Shown<P> = openProp,
  fallback: ReactNode = null,
): ComponentType<P> {
  const Part = lazy(async () => ({ default: await load() }));
  return function LazyPart(props: P) {
    const [needed, setNeeded] = useState(false);
    const now = needed || shown(props);
    if (now && !needed) setNeeded(true);
    if (!now) return null;
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  };
}
