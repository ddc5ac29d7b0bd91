/**
 * Uploaded file names as text that is safe to keep and show (the list of imports, the
 * calendar line brokers read, messages): a browser sends whatever the client says.
 */

/** Longest name kept (characters), the extension included. */
export const MAX_FILE_NAME_LENGTH = 100;

/**
 * The last path component of `raw` (`C:\x\a.csv`, `../../a.csv` → `a.csv`), in Unicode NFC,
 * without control or format characters (bidirectional overrides, zero-width), every character
 * other than a letter, a digit, space, `.`, `-`, `_`, `(` or `)` as `_`, spaces collapsed, no
 * leading dots, at most {@link MAX_FILE_NAME_LENGTH} characters keeping the extension;
 * `fallback` when nothing is left.
 */
export function sanitizeFileName(raw: string, fallback = 'arquivo'): string {
  const base = (raw.split(/[\\/]/).pop() ?? '').normalize('NFC');
  const cleaned = base
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+/, '')
    .trim();
  if (cleaned === '') return fallback;
  if (cleaned.length <= MAX_FILE_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return `${cleaned.slice(0, MAX_FILE_NAME_LENGTH - extension.length)}${extension}`;
}
