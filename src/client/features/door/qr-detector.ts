import type { QrDetector } from './qr-detector-type';

// Reading QR codes from the camera's picture: the browser's own BarcodeDetector where it has one
// that reads QR codes (Android, macOS, ChromeOS), otherwise the ZXing decoder (zxing-detector.ts),
// loaded only then, into this page's own chunk.

interface NativeDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeDetector(): Promise<QrDetector | null> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    if (!(await Native.getSupportedFormats()).includes('qr_code')) return null;
    const detector = new Native({ formats: ['qr_code'] });
    return { detect: async (source) => (await detector.detect(source)).map((code) => code.rawValue) };
  } catch {
    return null;
  }
}

export async function createQrDetector(): Promise<QrDetector> {
  const native = await nativeDetector();
  if (native) return native;
  const { zxingDetector } = await import('./zxing-detector');
  return zxingDetector();
}
