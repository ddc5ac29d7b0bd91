/**
 * Runs `task` once the browser is idle (`requestIdleCallback`, at the latest after
 * `timeoutMs`), or after a short delay where there is no such call (Safari, jsdom). Returns
 * the cancel function, so it fits `useEffect(() => whenIdle(...), [...])`.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}
