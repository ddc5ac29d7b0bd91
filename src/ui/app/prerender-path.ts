/** The path the build prerenders (prerender.tsx) and the browser hydrates (main.tsx): the landing. */
export const PRERENDERED_PATH = '/home';
