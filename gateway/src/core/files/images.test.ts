import { normalizeImage, sniffFileType } from './images';

// A 2×2 PNG, made here so the test needs no fixture file.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

describe('uploaded pictures', () => {
  it('tells types by their first bytes', () => {
    expect(sniffFileType(PNG)).toEqual({ mime: 'image/png', ext: 'png' });
    expect(sniffFileType(Buffer.from('%PDF-1.7'))).toEqual({ mime: 'application/pdf', ext: 'pdf' });
    expect(sniffFileType(Buffer.from('<svg/>'))).toBeNull();
  });

  it('re-encodes a PNG as JPEG and refuses what does not decode', async () => {
    const jpeg = await normalizeImage(PNG, 100);
    expect(jpeg && [...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(await normalizeImage(Buffer.concat([PNG.subarray(0, 8), Buffer.from('broken')]), 100)).toBeNull();
  });
});
