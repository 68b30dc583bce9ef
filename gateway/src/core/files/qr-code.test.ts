import { inflateSync } from 'node:zlib';
import QRCode from 'qrcode';
import { qrCodeDataUrl } from './qr-code';

/** The PNG's size and its pixels (RGBA rows), undoing the two row filters these tests meet (None and Up). */
function decodePng(dataUrl: string) {
  const png = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * 4;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)];
    expect([0, 2]).toContain(filter);
    for (let x = 0; x < stride; x += 1) {
      const above = y > 0 && filter === 2 ? pixels[(y - 1) * stride + x]! : 0;
      pixels[y * stride + x] = (raw[y * (stride + 1) + 1 + x]! + above) & 0xff;
    }
  }
  return { width, height, pixels, bytes: png.length };
}

const address = 'https://pay.example.tw/paydesk/period/Xy7kQm2pLr9sTw4v';

describe('qrCodeDataUrl', () => {
  it('draws the same code as the renderer does by default, at the asked width and in fewer bytes', async () => {
    const ours = decodePng(await qrCodeDataUrl(address, 240));
    const byDefault = await QRCode.toDataURL(address, { margin: 1, width: 240 });
    const plain = decodePng(
      (await QRCode.toBuffer(address, { margin: 1, width: 240, rendererOpts: { filterType: 0 } as never })).toString(
        'base64',
      ),
    );
    expect([ours.width, ours.height]).toEqual([240, 240]);
    expect(ours.pixels.equals(plain.pixels)).toBe(true);
    expect(ours.bytes).toBeLessThan(Buffer.from(byDefault.split(',')[1]!, 'base64').length);
  });

  it('encodes a text and width once and answers the kept code after', async () => {
    const first = qrCodeDataUrl(`${address}?kept`, 180);
    expect(qrCodeDataUrl(`${address}?kept`, 180)).toBe(first);
    expect(qrCodeDataUrl(`${address}?kept`, 240)).not.toBe(first);
    expect(await qrCodeDataUrl(`${address}?other`, 180)).not.toBe(await first);
  });
});
