/**
 * Resolves once the browser has had the chance to paint what is on screen now: after the next
 * animation frame and a task (the frame's paint happens between the two). A click that shows a
 * wait state ('Gerando PDF…') and then starts long work awaits it first, so the broker sees the
 * state at once instead of after the work (Interaction to Next Paint counts the click up to
 * that paint).
 *
 * Where frames do not come (a hidden tab, jsdom without them), `fallbackMs` (default 100) ends
 * the wait: the work is never held back longer than that.
 */
export function afterNextPaint(fallbackMs = 100): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(fallback);
      resolve();
    };
    const fallback = setTimeout(finish, fallbackMs);
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(finish, 0));
  });
}
