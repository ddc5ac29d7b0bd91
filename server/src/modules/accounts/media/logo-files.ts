/**
 * The server's logo files (the use cases' {@link LogoFiles} port): each logo is a file
 * `logos/<32 hex>.<ext>` under the media folder (`DATA_DIR/media`, served at `/media/`).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LogoFiles } from '../use-cases/logo-files';

/** Folder of the logos under the media folder. */
export const LOGO_FOLDER = 'logos';

/** A path {@link mediaLogoFiles} saves: `logos/<32 hex>.png|jpg` (nothing else, so never `..`). */
const SAVED_LOGO_PATH = new RegExp(`^${LOGO_FOLDER}/[0-9a-f]{32}\\.(png|jpg)$`);

/** The logo files under `mediaDir`; `remove` only touches paths of the shape `save` gives ({@link SAVED_LOGO_PATH}). */
export function mediaLogoFiles(mediaDir: string): LogoFiles {
  return {
    async save(bytes, extension) {
      await mkdir(path.join(mediaDir, LOGO_FOLDER), { recursive: true });
      const logoPath = `${LOGO_FOLDER}/${randomBytes(16).toString('hex')}.${extension}`;
      await writeFile(path.join(mediaDir, logoPath), bytes);
      return logoPath;
    },
    async remove(logoPath) {
      if (!SAVED_LOGO_PATH.test(logoPath)) return;
      await unlink(path.join(mediaDir, logoPath)).catch(() => undefined);
    },
  };
}
