/** The logo fixtures (360 × 120 px: a PNG with transparency and a JPEG), read from disk. */
import { readFileSync } from 'node:fs';
import type { ProposalLogo } from '../../../domain/proposal/proposal';

const here = new URL('.', import.meta.url);

export function logoFixture(kind: 'png' | 'jpeg'): ProposalLogo {
  const bytes = readFileSync(new URL(kind === 'png' ? 'logo.png' : 'logo.jpg', here));
  return { kind, bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
}
