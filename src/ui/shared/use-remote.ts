/**
 * Loads one remote value for a screen: `{ status: 'loading' | 'ok' | 'failed', value, failure }`.
 * Reloads when `key` changes; an answer for an older key is ignored. `reload()` asks again.
 *
 * `options.transition`: the answer is drawn in a transition (`startTransition`), a render React
 * may split and put after the next paint. For answers that are heavy to draw and may already be
 * at hand (kept by the catalog): the click that asked for them paints its own change (a dialog
 * opening, 'Carregando…') first instead of waiting for the whole answer to be drawn.
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { RemoteFailure, Result } from '../../application/shared/result';

export type RemoteState<T> =
  | { status: 'loading'; value: null; failure: null }
  | { status: 'ok'; value: T; failure: null }
  | { status: 'failed'; value: null; failure: RemoteFailure };

export function useRemote<T>(key: string | null, load: () => Promise<Result<T, RemoteFailure>>, options: { transition?: boolean } = {}): RemoteState<T> & { reload: () => void } {
  const transition = options.transition ?? false;
  const [state, setState] = useState<{ key: string | null; attempt: number; result: RemoteState<T> }>({
    key,
    attempt: 0,
    result: { status: 'loading', value: null, failure: null },
  });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    if (key === null) return;
    let current = true;
    const show = (result: RemoteState<T>) => {
      if (!current) return;
      if (transition) startTransition(() => setState({ key, attempt, result }));
      else setState({ key, attempt, result });
    };
    loadRef.current().then(
      (result) => show(result.ok ? { status: 'ok', value: result.value, failure: null } : { status: 'failed', value: null, failure: result.error }),
      () => show({ status: 'failed', value: null, failure: { kind: 'unavailable', message: 'Erro inesperado.' } }),
    );
    return () => {
      current = false;
    };
  }, [key, attempt, transition]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const fresh = state.key === key && state.attempt === attempt;
  return { ...(fresh ? state.result : { status: 'loading', value: null, failure: null }), reload };
}
