/**
 * What the screenshot scripts (scripts/*-screenshots.ts) share: Chromium launched the same
 * way (CHROMIUM_PATH, default /usr/bin/chromium), a full-page shot named
 * `<out>/<name>-<width>.png`, and the exit status 1 on a failure.
 */
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';

/** Starts headless Chromium for screenshots (no sandbox, no GPU: containers and CI). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
  });
}

/** A function that takes a full-page shot of `page` into `out` as `<name>-<width>.png` and prints its path. */
export function shooter(out: string) {
  return async function shot(page: Page, name: string, width: number): Promise<void> {
    await page.waitForTimeout(300);
    const file = path.join(out, `${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
    console.log(path.relative(process.cwd(), file));
  };
}

/** Runs a script's main; a failure prints it and exits with status 1. */
export function run(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
