import { createRequire } from 'node:module';

type QRCodeLibrary = typeof import('qrcode');
let library: QRCodeLibrary | undefined;
/** The QR library, loaded when the first code is made: a start does not pay for it. */
const qrcode = (): QRCodeLibrary => {
  library ??= createRequire(import.meta.url)('qrcode') as QRCodeLibrary;
  return library;
};

// A ticket's QR code carries its page's address (<publicUrl>/tickets/<code>): any phone camera
// opens the ticket, and the door reads the code back out of it (ticketCodeFrom). Made here, on the
// server, never by a third-party service. Black modules on white with the standard quiet zone of
// four modules: the strongest contrast there is (21:1), which a scanner needs on a dim phone at night.

/** The colours of every QR code the club makes. */
export const QR_DARK = '#000000';
export const QR_LIGHT = '#ffffff';

/** Medium error correction: a scratched screen or a glare still scans, and the code stays small. */
const ERROR_CORRECTION = 'M';

/** The blank border around the code, in modules (the QR standard asks for four). */
const QUIET_ZONE = 4;

/** The PNG for e-mail: 8 pixels a module (about 330 px for a ticket's address). */
export function qrPng(text: string): Promise<Buffer> {
  return qrcode().toBuffer(text, {
    type: 'png',
    errorCorrectionLevel: ERROR_CORRECTION,
    margin: QUIET_ZONE,
    scale: 8,
    color: { dark: QR_DARK, light: QR_LIGHT },
  });
}

/**
 * The SVG for the ticket page: a white square (the code and its quiet zone) and one black path of
 * the dark modules, drawn row by row in runs, sized by the page's CSS. `label` names the image for
 * screen readers.
 */
export function qrSvg(text: string, label: string): string {
  const { modules } = qrcode().create(text, { errorCorrectionLevel: ERROR_CORRECTION });
  const size = modules.size;
  const side = size + QUIET_ZONE * 2;
  let path = '';
  for (let row = 0; row < size; row++) {
    let col = 0;
    while (col < size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < size && modules.get(row, col)) col++;
      path += `M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${col - start}v1h-${col - start}z`;
    }
  }
  const title = label.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" role="img" aria-label="${title}" shape-rendering="crispEdges" class="qr"><rect width="${side}" height="${side}" fill="${QR_LIGHT}"/><path fill="${QR_DARK}" d="${path}"/></svg>`;
}
