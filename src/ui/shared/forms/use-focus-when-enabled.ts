/**
 * Moves the focus to a form field once it is drawn and enabled: a form that shows its
 * errors after a refused submit enables its inputs again in a later render, and a focus
 * call on a still-disabled input does nothing. A timer raced that render (it lost on a busy
 * machine); this waits for the commit instead.
 */
import { useCallback, useEffect, useReducer, useRef, type MutableRefObject } from 'react';

type Focusable = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * `focusWhenEnabled(field)` asks for the focus on `refs.current[field]` and re-renders; after
 * each commit the request is kept until that element exists and is not disabled, then it is
 * focused (after the render that drew its error, so its description is read with it) and the
 * request ends. A later request replaces an earlier one. The function is stable across renders.
 */
export function useFocusWhenEnabled<K extends string>(refs: MutableRefObject<Partial<Record<K, Focusable | null>>>): (field: K) => void {
  const pending = useRef<K | null>(null);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (pending.current === null) return;
    const element = refs.current[pending.current];
    if (!element || element.disabled) return;
    pending.current = null;
    element.focus();
  });
  return useCallback((field: K) => {
    pending.current = field;
    rerender();
  }, []);
}
