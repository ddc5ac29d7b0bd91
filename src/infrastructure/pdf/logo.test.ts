import { describe, expect, it } from 'vitest';
import { logoFixture } from './__fixtures__/logos.node.js';
import { fitInBox, imageSize, logoForPdf, sniffImageKind } from './logo';

describe('logo', () => {
  it('recognises PNG and JPEG by their bytes and reads their pixel size', () => {
    const png = logoFixture('png');
    const jpeg = logoFixture('jpeg');
    expect(sniffImageKind(png.bytes)).toBe('png');
    expect(sniffImageKind(jpeg.bytes)).toBe('jpeg');
    expect(imageSize(png.bytes)).toEqual({ width: 360, height: 120 });
    expect(imageSize(jpeg.bytes)).toEqual({ width: 360, height: 120 });
    expect(sniffImageKind(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
    expect(imageSize(new Uint8Array([0xff, 0xd8, 0xff]))).toBeNull();
  });

  it.each([
    [360, 120, 130, 52, 130, 130 / 3],
    [100, 400, 130, 52, 13, 52],
    [10, 4, 130, 52, 130, 52],
    [0, 10, 130, 52, 0, 0],
  ])('%i × %i into %i × %i → %d × %d (aspect kept)', (width, height, boxWidth, boxHeight, outWidth, outHeight) => {
    const fitted = fitInBox(width, height, boxWidth, boxHeight);
    expect(fitted.width).toBeCloseTo(outWidth, 6);
    expect(fitted.height).toBeCloseTo(outHeight, 6);
  });

  it('uses the logo as it is where there is no canvas (Node), with the kind its bytes show', async () => {
    const png = logoFixture('png');
    await expect(logoForPdf({ kind: 'jpeg', bytes: png.bytes })).resolves.toEqual({ kind: 'png', bytes: png.bytes });
  });
});
