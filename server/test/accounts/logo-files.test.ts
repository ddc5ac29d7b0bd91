/**
 * The server's logo files (accounts/media/logo-files.ts): a saved logo lands under the media
 * folder's logos/, and removing touches only a path of the shape `save` gives — never a file
 * outside the folder named by a stored path (`logos/../…`), never an imported or demo path.
 */
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mediaLogoFiles } from '../../src/modules/accounts/media/logo-files';

const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

async function mediaFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'cotador-media-'));
  folders.push(folder);
  return folder;
}

describe('logo files under the media folder', () => {
  it('saves the bytes as logos/<32 hex>.<ext> and removes that file', async () => {
    const media = await mediaFolder();
    const files = mediaLogoFiles(media);
    const saved = await files.save(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), 'png');
    expect(saved).toMatch(/^logos\/[0-9a-f]{32}\.png$/);
    expect([...(await readFile(path.join(media, saved)))]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    await files.remove(saved);
    expect(await readdir(path.join(media, 'logos'))).toEqual([]);
  });

  it('leaves alone a stored path it did not save: one climbing out of logos/, another folder, another name', async () => {
    const media = await mediaFolder();
    await writeFile(path.join(media, 'secret.txt'), 'keep');
    const files = mediaLogoFiles(media);
    const saved = await files.save(new Uint8Array([1]), 'jpg');
    await writeFile(path.join(media, 'logos', 'demo-corretora.png'), 'keep');
    for (const stored of ['logos/../secret.txt', `logos/../${saved}`, 'secret.txt', 'logos/demo-corretora.png', `/${saved}`]) await files.remove(stored);
    expect(await readFile(path.join(media, 'secret.txt'), 'utf8')).toBe('keep');
    expect((await readdir(path.join(media, 'logos'))).sort()).toEqual([path.basename(saved), 'demo-corretora.png'].sort());
  });
});
