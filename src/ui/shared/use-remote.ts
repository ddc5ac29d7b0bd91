/**
 * Loads one remote value for a screen: `{ status: 'loading' | 'ok' | 'failed', value, failure }`.
 * Reloads when `key` changes; an answer for an older key is ignored. `reload()` asks again.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RemoteFailure, Result } from '../../application/shared/result';

export type RemoteState<T> =
  | { status: 'loading'; value: null; failure: null }
  | { status: 'ok'; value: T; failure: null }
  | { status: 'failed'; value: null; failure: RemoteFailure };

export function useRemote<T>(key: string | null, load: () => Promise<Result<T, RemoteFailure>>): RemoteState<T> & { reload: () => void } {
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
    loadRef.current().then(
      (result) => {
        if (!current) return;
        setState({
          key,
          attempt,
          result: result.ok ? { status: 'ok', value: result.value, failure: null } : { status: 'failed', value: null, failure: result.error },
        });
      },
      () => {
        if (current) setState({ key, attempt, result: { status: 'failed', value: null, failure: { kind: 'unavailable', message: 'Erro inesperado.' } } });
      },
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const fresh = state.key === key && state.attempt === attempt;
  return { ...(fresh ? state.result : { status: 'loading', value: null, failure: null }), reload };
}
