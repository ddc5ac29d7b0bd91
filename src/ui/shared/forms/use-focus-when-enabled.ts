/**
 * Moves the focus to a form field once it is drawn and enabled: a form that shows its
 * errors after a refused submit enables its inputs again in a later render, and a focus
 * call on a still-disabled input does nothing. A timer raced that render (it lost on a busy
 * machine); this waits for the commit instead.
 */
import { useCallback, useEffect, useState, type MutableRefObject } from 'react';

type Focusable = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * `focusWhenEnabled(field)` asks for the focus on `refs.current[field]`; after each render
 * the request is kept until that element exists and is not disabled, then it is focused and
 * the request ends. A later request replaces an earlier one. The function is stable across
 * renders.
 */
export function useFocusWhenEnabled<K extends string>(refs: MutableRefObject<Partial<Record<K, Focusable | null>>>): (field: K) => void {
  const [pending, setPending] = useState<{ field: K } | null>(null);
  useEffect(() => {
    if (!pending) return;
    const element = refs.current[pending.field];
    if (!element || element.disabled) return;
    element.focus();
    setPending(null);
  });
  return useCallback((field: K) => setPending({ field }), []);
}
