import { App } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from './router';

/**
 * The question before changes are thrown away ("Unsaved changes ... Leave / Stay"): `go` runs at once when nothing
 * is unsaved, else after the person chose Leave; `stay` runs when they chose Stay. For moves inside one page (a tab,
 * another version) whose page already calls useUnsavedChanges.
 */
export function useConfirmDiscard() {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  return useCallback(
    (dirty: boolean, go: () => void, stay?: () => void) => {
      if (!dirty) return go();
      modal.confirm({
        title: t('common:unsaved.title'),
        content: t('common:unsaved.content'),
        okText: t('common:unsaved.leave'),
        cancelText: t('common:unsaved.stay'),
        onOk: go,
        onCancel: stay,
      });
    },
    [modal, t],
  );
}

/**
 * Guards a page's unsaved changes (specification 002 section 2): leaving for another page of the app asks first
 * (the router's blocker, lib/router; changing only the query, such as a tab, is the page's own business), and closing or
 * reloading the tab gets the browser's own question. One per page: a router has one blocker at a time.
 *
 * Returns `confirm(go)`, the same question for moves inside the page, and `saved()`, to call right after a save
 * that navigates at once (the new state reaches the blocker only at the next render).
 */
export function useUnsavedChanges(dirty: boolean) {
  const confirmDiscard = useConfirmDiscard();
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirtyRef.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state === 'blocked')
      confirmDiscard(
        true,
        () => blocker.proceed(),
        () => blocker.reset(),
      );
  }, [blocker, confirmDiscard]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return {
    confirm: useCallback((go: () => void) => confirmDiscard(dirtyRef.current, go), [confirmDiscard]),
    saved: useCallback(() => {
      dirtyRef.current = false;
    }, []),
  };
}
