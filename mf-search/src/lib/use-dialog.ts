// Focus management for this remote's dialogs (the search section's modals, the filter sheet):
// focus moves in when the dialog opens, Tab cycles inside it, Escape closes it, and focus returns
// to the element that opened it. Escape and Tab are stopped here so a dialog around ours (the
// shell's search panel) does not act on the same key press.
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function focusablesIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden],[inert]'));
}

export interface DialogOptions {
  onClose: () => void;
  /** Where focus returns on close; the element focused before opening when omitted. */
  returnFocus?: RefObject<HTMLElement | null>;
}

/** Returns the keydown handler to put on the dialog element. */
export function useDialog(ref: RefObject<HTMLElement | null>, { onClose, returnFocus }: DialogOptions) {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const initial = root.querySelector<HTMLElement>('[data-autofocus]') ?? focusablesIn(root)[0] ?? root;
    initial.focus();
    const back = returnFocus?.current ?? previous;
    return () => {
      // Only pull focus back when it was inside the dialog (a click elsewhere keeps its target).
      const active = document.activeElement;
      if (back?.isConnected && (!active || active === document.body || root.contains(active) || !active.isConnected)) back.focus();
    };
  }, [ref, returnFocus]);

  return (event: KeyboardEvent<HTMLElement>) => {
    const root = ref.current;
    if (!root) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      event.preventDefault();
      close.current();
      return;
    }
    if (event.key !== 'Tab') return;
    const list = focusablesIn(root);
    const first = list[0];
    const last = list[list.length - 1];
    event.stopPropagation();
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === root)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
