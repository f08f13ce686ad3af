// What reads QR codes from the camera's picture, whichever decoder does it (qr-detector.ts picks
// one): its own module, so the decoders name it without importing the code that picks them.

export interface QrDetector {
  /** The texts of the QR codes in the picture (none: an empty list). */
  detect(source: HTMLVideoElement): Promise<string[]>;
}
