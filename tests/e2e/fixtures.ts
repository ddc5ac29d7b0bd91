/**
 * The end-to-end specs' `test`: Playwright's, plus the animation-pace probe (docs/testing.md,
 * "The pace probes"). With `E2E_ANIMATION_RATE` set (e.g. `0.1`: every CSS animation and
 * transition ten times slower, through the DevTools protocol's `Animation.setPlaybackRate`), each
 * page of the test's context plays its animations at that rate, as a busy CI machine stretches
 * them. A check that reads what is painted or laid out while something still moves (a dialog
 * fading in measured by axe: CI, stop 40) then fails at every run instead of once in a while.
 * Unset (the default, and `npm test`): Playwright's `test` unchanged. Pages of a context a test
 * opens itself (`browser.newContext()`) are not slowed.
 */
import { test as base, type Page } from '@playwright/test';

const rate = Number(process.env.E2E_ANIMATION_RATE ?? '1');

/** Plays `page`'s animations at {@link rate}. */
async function slowAnimations(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: rate });
}

export const test =
  Number.isFinite(rate) && rate > 0 && rate !== 1
    ? base.extend({
        context: async ({ context }, use) => {
          context.on('page', (page) => void slowAnimations(page).catch(() => undefined));
          await use(context);
        },
        page: async ({ page }, use) => {
          await slowAnimations(page);
          await use(page);
        },
      })
    : base;
