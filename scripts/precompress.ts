/**
 * `npm run build`'s last step: writes `.br` and `.gz` beside the compressible files of the
 * built SPA (default `dist/`, or the folder given as first argument) and prints the totals.
 */
import path from 'node:path';
import { precompressDir } from './lib/precompress';

const dir = path.resolve(process.argv[2] ?? 'dist');
const done = await precompressDir(dir);
const total = (key: 'raw' | 'br' | 'gzip') => Math.round(done.reduce((sum, entry) => sum + entry[key], 0) / 1024);
console.log(`precompress: ${done.length} arquivos em ${path.relative(process.cwd(), dir) || '.'} — ${total('raw')} KiB → br ${total('br')} KiB, gzip ${total('gzip')} KiB`);
