import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
// The decoder's WebAssembly file, from our own build (never a CDN: the door may have no internet
// but the club's, and the page's policy allows our own origin only). The door page's content
// security policy has 'wasm-unsafe-eval' so that the browser may compile it.
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type { QrDetector } from './qr-detector-type';

/** The ZXing decoder behind the BarcodeDetector interface, its .wasm loaded (and compiled) now. */
export async function zxingDetector(): Promise<QrDetector> {
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
    },
    fireImmediately: true,
  });
  const detector = new BarcodeDetector({ formats: ['qr_code'] });
  return { detect: async (source) => (await detector.detect(source)).map((code) => code.rawValue) };
}
