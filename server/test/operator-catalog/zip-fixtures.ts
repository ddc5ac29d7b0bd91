/**
 * Hostile XLSX containers for the operator import's limits (docs/table-import.md): zips of one
 * entry written by hand, so a test or a bench can declare any uncompressed size in the
 * central directory (the bomb's signature) or deflate a real sheet of spaces without holding
 * it. Used by read-file.test.ts, operator-import-routes.test.ts and scripts/bench-import-*.ts.
 */
import { once } from 'node:events';
import { createDeflateRaw, deflateRawSync } from 'node:zlib';

/**
 * A zip of one deflated entry: `compressed` are the entry's deflated bytes and `declaredSize`
 * the uncompressed size written in both its local header and the central directory (bytes;
 * at most 2^32 - 1, the classic zip field).
 */
export function zipOfEntry(name: string, compressed: Buffer, declaredSize: number): Buffer {
  const nameBytes = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(compressed.length, 18);
  local.writeUInt32LE(declaredSize, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(compressed.length, 20);
  central.writeUInt32LE(declaredSize, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(1, 8);
  eocd.writeUInt16LE(1, 10);
  eocd.writeUInt32LE(central.length + nameBytes.length, 12);
  eocd.writeUInt32LE(local.length + nameBytes.length + compressed.length, 16);
  return Buffer.concat([local, nameBytes, compressed, central, nameBytes, eocd]);
}

/** A zip of one entry holding `data` deflated, declaring `declaredSize` bytes (default: the data's real size). */
export function zipWith(name: string, data: Buffer, declaredSize = data.length): Buffer {
  return zipOfEntry(name, deflateRawSync(data, { level: 9 }), declaredSize);
}

/**
 * A zip of one entry whose real content is `size` spaces (bytes, < 2^32), deflated as a stream:
 * a true bomb (~1 KiB on the wire per MiB unpacked) that this process never holds unpacked.
 */
export async function zipOfSpaces(name: string, size: number): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const pieces: Buffer[] = [];
  deflate.on('data', (piece: Buffer) => pieces.push(piece));
  const ended = once(deflate, 'end');
  const chunk = Buffer.alloc(Math.min(size, 64 * 1024 * 1024), 0x20);
  for (let written = 0; written < size; written += chunk.length) {
    if (!deflate.write(chunk.subarray(0, Math.min(chunk.length, size - written)))) await once(deflate, 'drain');
  }
  deflate.end();
  await ended;
  return zipOfEntry(name, Buffer.concat(pieces), size);
}
