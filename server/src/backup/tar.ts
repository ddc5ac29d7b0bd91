/**
 * A minimal ustar reader/writer for the backup files (regular files only, names up to 100
 * bytes, no links): enough for the backup's own entries, nothing more. The backup file is
 * this tar, gzipped.
 */

/** One file of the archive: a relative POSIX path and its bytes. */
export interface TarEntry {
  name: string;
  data: Buffer;
}

const BLOCK = 512;

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

/** Writes `entries` as a tar archive. */
export function writeTar(entries: readonly TarEntry[]): Buffer {
  const chunks: Buffer[] = [];
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    if (name.length > 100) throw new Error(`tar: name too long: ${entry.name}`);
    const header = Buffer.alloc(BLOCK, 0);
    name.copy(header, 0);
    header.write(octal(0o644, 8), 100, 'ascii');
    header.write(octal(0, 8), 108, 'ascii');
    header.write(octal(0, 8), 116, 'ascii');
    header.write(octal(entry.data.length, 12), 124, 'ascii');
    header.write(octal(0, 12), 136, 'ascii');
    header.write('        ', 148, 'ascii');
    header.write('0', 156, 'ascii');
    header.write('ustar\0', 257, 'ascii');
    header.write('00', 263, 'ascii');
    let sum = 0;
    for (const byte of header) sum += byte;
    header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
    chunks.push(header, entry.data, Buffer.alloc((BLOCK - (entry.data.length % BLOCK)) % BLOCK, 0));
  }
  chunks.push(Buffer.alloc(BLOCK * 2, 0));
  return Buffer.concat(chunks);
}

/** Reads the regular files of a tar archive written by {@link writeTar}. */
export function readTar(archive: Buffer): TarEntry[] {
  const entries: TarEntry[] = [];
  let offset = 0;
  while (offset + BLOCK <= archive.length) {
    const header = archive.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const name = header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
    const size = parseInt(header.subarray(124, 136).toString('ascii').replace(/\0.*$/s, '').trim() || '0', 8);
    const type = String.fromCharCode(header[156] ?? 48);
    offset += BLOCK;
    if (type === '0' || type === '\0') entries.push({ name, data: Buffer.from(archive.subarray(offset, offset + size)) });
    offset += Math.ceil(size / BLOCK) * BLOCK;
  }
  return entries;
}
