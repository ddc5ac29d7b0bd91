/**
 * The Vite plugin that prerenders the landing (docs/architecture.md,
 * "Two stages, one composition root"): after `vite build` has written the SPA, it builds
 * src/ui/app/prerender.tsx for Node (an SSR build with the same config, so the vanilla-extract
 * class names are the SPA's), calls its `renderLanding()` and writes `prerendered/home.html` in
 * the output folder: the built index.html with that markup inside `<div id="root">`. The server
 * answers it for `/home` (server/src/http/security-headers.ts, `sendSpaIndex`); every other
 * route keeps the empty index.html. The page carries its stylesheets inline (one request less
 * before the first paint on a slow network), in a `<style>` with the answer's CSP nonce (the
 * server writes it in place of `__CSP_NONCE__`); each `<link>` stays, `disabled` (neither
 * fetched nor applied), so Vite's loader, which looks for the link before adding a lazy
 * chunk's stylesheets, does not add it a second time. Fake-mode builds (VITE_BACKEND=fake) are not prerendered:
 * their landing shows the demo note.
 */
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/** Where the built pages go, relative to the build's output folder (the server reads it there, never serves the folder). */
export const PRERENDERED_DIR = 'prerendered';
const ROOT_ELEMENT = '<div id="root"></div>';

/** The plugin; `backend` is the build's checked VITE_BACKEND. */
export function prerenderLanding(backend: () => 'http' | 'fake'): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'cotador-prerender-landing',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr || backend() !== 'http') return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const ssrDir = path.resolve(config.root, '.tmp/prerender');
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: { ssr: path.resolve(config.root, 'src/ui/app/prerender.tsx'), outDir: ssrDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
      });
      const entry = (await readdir(ssrDir)).find((file) => /^prerender\.m?js$/.test(file));
      if (!entry) throw new Error(`prerender: a build SSR não gerou prerender.js em ${ssrDir}`);
      const { renderLanding } = (await import(pathToFileURL(path.join(ssrDir, entry)).href)) as { renderLanding: () => string };
      const index = await readFile(path.join(outDir, 'index.html'), 'utf8');
      if (!index.includes(ROOT_ELEMENT)) throw new Error(`prerender: ${ROOT_ELEMENT} ausente de index.html`);
      await mkdir(path.join(outDir, PRERENDERED_DIR), { recursive: true });
      const page = await inlineStylesheets(index.replace(ROOT_ELEMENT, `<div id="root">${renderLanding()}</div>`), outDir);
      await writeFile(path.join(outDir, PRERENDERED_DIR, 'home.html'), page);
      await rm(ssrDir, { recursive: true, force: true });
    },
  };
}

/**
 * `html` with each `<link rel="stylesheet" href="/assets/…">` of the build turned into an inline
 * `<style nonce="__CSP_NONCE__">` followed by the same link, `disabled`.
 */
export async function inlineStylesheets(html: string, outDir: string): Promise<string> {
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g)];
  let page = html;
  for (const [link, file] of links) {
    if (!file) continue;
    const css = await readFile(path.join(outDir, file), 'utf8');
    if (css.includes('</style')) throw new Error(`prerender: ${file} contém '</style'`);
    page = page.replace(link, `<style nonce="__CSP_NONCE__">${css}</style>\n    ${link.replace('<link ', '<link disabled ')}`);
  }
  return page;
}
