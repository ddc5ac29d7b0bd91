/**
 * The broker's logo: which first bytes are a PNG or a JPEG, the structure the fake back end
 * checks past the signature, the stored extension, and the browser's first check of a picked
 * file (name or type, 2 MB, not empty) with its pt-BR message. Bytes written by hand.
 */
import { describe, expect, it } from 'vitest';
import { detectLogoFormat, hasImageStructure, isAcceptedLogoFile, logoExtension, logoFileProblem } from './logo';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR_CHUNK = [0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52];
const IEND = [0x49, 0x45, 0x4e, 0x44];
const bytes = (...parts: number[][]) => new Uint8Array(parts.flat());

describe('detectLogoFormat', () => {
  it('knows a PNG by its 8-byte signature and a JPEG by FF D8 FF', () => {
    expect(detectLogoFormat(bytes(PNG_SIGNATURE, IHDR_CHUNK))).toBe('png');
    expect(detectLogoFormat(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(detectLogoFormat(bytes([0xff, 0xd8, 0xff]))).toBe('jpeg');
  });

  it('refuses a cut or altered signature, a PDF and an empty file', () => {
    expect(detectLogoFormat(bytes(PNG_SIGNATURE.slice(0, 7)))).toBeNull();
    expect(detectLogoFormat(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0b]))).toBeNull();
    expect(detectLogoFormat(bytes([0xff, 0xd8]))).toBeNull();
    expect(detectLogoFormat(bytes([0xff, 0xd8, 0xfe]))).toBeNull();
    expect(detectLogoFormat(bytes([0x25, 0x50, 0x44, 0x46]))).toBeNull();
    expect(detectLogoFormat(new Uint8Array())).toBeNull();
  });
});

describe('hasImageStructure', () => {
  it('wants a PNG’s IHDR chunk right after the signature and an IEND chunk after it', () => {
    expect(hasImageStructure(bytes(PNG_SIGNATURE, IHDR_CHUNK, IEND), 'png')).toBe(true);
    expect(hasImageStructure(bytes(PNG_SIGNATURE, IHDR_CHUNK, [1, 2, 3], IEND), 'png')).toBe(true);
    expect(hasImageStructure(bytes(PNG_SIGNATURE, IHDR_CHUNK), 'png')).toBe(false);
    expect(hasImageStructure(bytes(PNG_SIGNATURE, [0x00], IHDR_CHUNK, IEND), 'png')).toBe(false);
    // 'IEND' in the IHDR chunk's length bytes does not count: it must come after the IHDR.
    expect(hasImageStructure(bytes(PNG_SIGNATURE, IEND, [0x49, 0x48, 0x44, 0x52]), 'png')).toBe(false);
  });

  it('wants a JPEG’s end-of-image marker after the signature', () => {
    expect(hasImageStructure(bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0xff, 0xd9]), 'jpeg')).toBe(true);
    expect(hasImageStructure(bytes([0xff, 0xd8, 0xff, 0xff, 0xd9]), 'jpeg')).toBe(true);
    // The signature's last FF followed by D9 is not an end-of-image marker.
    expect(hasImageStructure(bytes([0xff, 0xd8, 0xff, 0xd9]), 'jpeg')).toBe(false);
    expect(hasImageStructure(bytes([0xff, 0xd8, 0xff, 0xe0, 0x3c, 0x68, 0x74]), 'jpeg')).toBe(false);
    // Searched only past the 3 bytes of the signature.
    expect(hasImageStructure(bytes([0xff, 0xd9, 0xff, 0x00]), 'jpeg')).toBe(false);
  });
});

describe('logoExtension', () => {
  it('stores a PNG as .png and a JPEG as .jpg', () => {
    expect(logoExtension('png')).toBe('png');
    expect(logoExtension('jpeg')).toBe('jpg');
  });
});

describe('the browser’s first check of a picked file', () => {
  it('takes a .png, .jpg or .jpeg name whatever its case, or a PNG or JPEG type', () => {
    expect(isAcceptedLogoFile({ name: 'LOGO.PNG', type: '' })).toBe(true);
    expect(isAcceptedLogoFile({ name: 'logo.jpg', type: '' })).toBe(true);
    expect(isAcceptedLogoFile({ name: 'logo.Jpeg', type: '' })).toBe(true);
    expect(isAcceptedLogoFile({ name: 'logo', type: 'image/png' })).toBe(true);
    expect(isAcceptedLogoFile({ name: 'logo', type: 'image/jpeg' })).toBe(true);
    expect(isAcceptedLogoFile({ name: 'logo.svg', type: 'image/svg+xml' })).toBe(false);
    expect(isAcceptedLogoFile({ name: 'logo.png.pdf', type: 'application/pdf' })).toBe(false);
  });

  it('refuses another format, more than 2 MB and an empty file, in pt-BR', () => {
    expect(logoFileProblem({ name: 'logo.pdf', type: 'application/pdf', size: 1000 })).toBe('Formato de arquivo não suportado!');
    expect(logoFileProblem({ name: 'logo.png', type: 'image/png', size: 2 * 1024 * 1024 })).toBeNull();
    expect(logoFileProblem({ name: 'logo.png', type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe('A logo deve ter no máximo 2 MB.');
    expect(logoFileProblem({ name: 'logo.png', type: 'image/png', size: 0 })).toBe('Formato de arquivo não suportado!');
    expect(logoFileProblem({ name: 'logo.jpg', type: 'image/jpeg', size: 1 })).toBeNull();
  });
});
