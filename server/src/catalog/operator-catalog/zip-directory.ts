/**
 * The declared uncompressed size of a zip (an XLSX is one), read from its central directory
 * only — nothing is inflated — so a zip bomb is refused before a byte of it is unpacked.
 *
 * Format (PKWARE APPNOTE 4.3.16, 4.3.12): the End Of Central Directory record (signature
 * 0x06054b50, 22 bytes + a comment of at most 65,535 bytes) at the end of the file gives the
 * directory's offset and entry count; each directory entry (signature 0x02014b50, 46 bytes +
 * name + extra + comment) declares its uncompressed size at offset 24 (4 bytes LE). A
 * ZIP64 marker (0xFFFFFFFF) or an inconsistent directory is answered as unreadable: the
 * importer refuses it rather than guessing.
 */

/** Result of {@link zipDeclaredSize}. */
export type ZipDirectory = { kind: 'ok'; entries: number; uncompressedBytes: number } | { kind: 'unreadable' };

const EOCD_SIGNATURE = 0x06054b50;
const ENTRY_SIGNATURE = 0x02014b50;
const EOCD_MIN = 22;
const MAX_COMMENT = 0xffff;

/** Sum of the declared uncompressed sizes of the zip's entries, from its central directory. */
export function zipDeclaredSize(content: Buffer): ZipDirectory {
  if (content.length < EOCD_MIN) return { kind: 'unreadable' };
  const lowest = Math.max(0, content.length - EOCD_MIN - MAX_COMMENT);
  let eocd = -1;
  for (let offset = content.length - EOCD_MIN; offset >= lowest; offset -= 1) {
    if (content.readUInt32LE(offset) === EOCD_SIGNATURE) {
      eocd = offset;
      break;
    }
  }
  if (eocd < 0) return { kind: 'unreadable' };
  const entries = content.readUInt16LE(eocd + 10);
  const directorySize = content.readUInt32LE(eocd + 12);
  const directoryOffset = content.readUInt32LE(eocd + 16);
  if (entries === 0xffff || directoryOffset === 0xffffffff || directoryOffset + directorySize > eocd) return { kind: 'unreadable' };
  let offset = directoryOffset;
  let total = 0;
  for (let index = 0; index < entries; index += 1) {
    if (offset + 46 > eocd || content.readUInt32LE(offset) !== ENTRY_SIGNATURE) return { kind: 'unreadable' };
    const size = content.readUInt32LE(offset + 24);
    if (size === 0xffffffff) return { kind: 'unreadable' };
    total += size;
    offset += 46 + content.readUInt16LE(offset + 28) + content.readUInt16LE(offset + 30) + content.readUInt16LE(offset + 32);
  }
  return { kind: 'ok', entries, uncompressedBytes: total };
}
