import QRCode from 'qrcode';

/**
 * A QR code as a PNG data URL, for the share links of stores, payment links and plans and for a notice's barcode.
 *
 * Lists answer one per row, and the text behind a row's code (its address) never changes, so codes are kept by
 * text and width, the most recently used first, and a list of fifty rows encodes each code once per process. The
 * PNG is written with one row filter ("Up": a QR code's rows repeat) and zlib's default strategy instead of pngjs's
 * try-every-filter default: about half the CPU and a smaller file (~2.0 kB against ~2.8 kB at 240 px).
 */
const KEPT_CODES = 2_000;
const kept = new Map<string, Promise<string>>();

// qrcode hands rendererOpts to pngjs whole; its types leave rendererOpts off data URLs, so the options are built
// apart from the call.
const PNG_OPTIONS = { filterType: 2, deflateStrategy: 0 } as const;
const pngOptions = (width: number) => ({ type: 'image/png' as const, margin: 1, width, rendererOpts: PNG_OPTIONS });

export function qrCodeDataUrl(text: string, width: number): Promise<string> {
  const key = `${width} ${text}`;
  const hit = kept.get(key);
  if (hit) {
    kept.delete(key);
    kept.set(key, hit);
    return hit;
  }
  const made = QRCode.toDataURL(text, pngOptions(width));
  kept.set(key, made);
  // A failure is not kept: the next request tries again.
  made.catch(() => kept.delete(key));
  const oldest = kept.keys().next();
  if (kept.size > KEPT_CODES && !oldest.done) kept.delete(oldest.value);
  return made;
}
