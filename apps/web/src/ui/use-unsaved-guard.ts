import { useCallback, useContext, useEffect, useId, useRef } from 'react';
import { UNSAFE_DataRouterContext, useBlocker, type BlockerFunction } from 'react-router';
import { Modal } from 'antd';

export const unsavedLeaveTitle = '保存されていない変更があります。破棄して移動しますか？';
export const unsavedCloseTitle = '保存されていない変更があります。破棄して閉じますか？';

// Every mounted guard's "is anything unsaved?", by guard. A router honours only its last blocker,
// so each blocker asks all of them: whichever guard's blocker is last speaks for the screen.
const guards = new Map<string, () => boolean>();
const anyUnsaved = () => [...guards.values()].some((dirty) => dirty());

/** Whether any mounted screen or dialog holds unsaved input: for actions outside a screen (the header's cinema). */
export const hasUnsavedInput = anyUnsaved;
export const unsavedSwitchTitle = '保存されていない変更があります。破棄して劇場を切り替えますか？';
export const unsavedSearchTitle = '保存されていない変更があります。破棄して検索しますか？';

/** Asks before something throws away unsaved input: 破棄する runs `discard`, 編集を続ける runs `onKeep`. */
export function confirmDiscard(discard: () => unknown, title = unsavedLeaveTitle, onKeep?: () => void) {
  Modal.confirm({
    title,
    okText: '破棄する',
    okButtonProps: { danger: true },
    cancelText: '編集を続ける',
    onOk: () => void discard(),
    onCancel: () => onKeep?.(),
  });
}

// Leaving for another path, or Back/Forward; a search or hash change on the same screen is not leaving.
const leaves: BlockerFunction = ({ currentLocation, nextLocation }) =>
  currentLocation.pathname !== nextLocation.pathname && anyUnsaved();

/** The router's blocker where there is a data router (the app, page tests); none in a bare render. */
function useLeaveBlocker() {
  const hasDataRouter = !!useContext(UNSAFE_DataRouterContext);
  // The context does not change for a mounted component, so the hook order is stable.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return hasDataRouter ? useBlocker(leaves) : null;
}

/**
 * Protects unsaved input (SPEC: forms never lose data silently). While `isDirty()` answers true,
 * leaving the screen through the menu, a link or Back asks first (「保存されていない変更があります。
 * 破棄して移動しますか？」), and reloading or closing the tab gets the browser's own warning.
 * `isDirty` is read when needed, so a form can answer from its fields without re-rendering.
 * Returns `guard(action, title?)`, which asks the same before an in-screen action that discards the
 * input (closing a dialog, switching the cinema, reading the newer record). After a save, isDirty
 * answers false before the screen moves on, so leaving after a save never asks.
 */
export function useUnsavedGuard(isDirty: () => boolean) {
  const key = useId();
  const dirtyRef = useRef(isDirty);
  useEffect(() => {
    dirtyRef.current = isDirty;
  });
  useEffect(() => {
    guards.set(key, () => dirtyRef.current());
    return () => void guards.delete(key);
  }, [key]);

  const blocker = useLeaveBlocker();
  // The router may hand over a new blocked object for the same attempt: ask once per attempt.
  const asking = useRef(false);
  useEffect(() => {
    if (blocker?.state !== 'blocked') {
      asking.current = false;
      return;
    }
    if (asking.current) return;
    asking.current = true;
    confirmDiscard(
      () => blocker.proceed(),
      unsavedLeaveTitle,
      () => blocker.reset(),
    );
  }, [blocker]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!anyUnsaved()) return;
      event.preventDefault();
      // Older browsers show their warning only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  const guard = useCallback((action: () => unknown, title = unsavedLeaveTitle) => {
    if (!dirtyRef.current()) return void action();
    confirmDiscard(action, title);
  }, []);
  return guard;
}

/**
 * useUnsavedGuard for an antd form: what the user changed since it opened or last saved is
 * unsaved (values the screen sets itself, such as a loaded record, are not). Spread
 * `onValuesChange` onto the Form and call `saved()` once a save succeeds, before moving on.
 */
export function useFormGuard(active: () => boolean = () => true) {
  const edited = useRef(false);
  const guard = useUnsavedGuard(() => active() && edited.current);
  const onValuesChange = useCallback(() => {
    edited.current = true;
  }, []);
  const saved = useCallback(() => {
    edited.current = false;
  }, []);
  return { guard, onValuesChange, saved };
}
