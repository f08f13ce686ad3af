import { useCallback, useEffect, useRef, useState } from 'react';
import { createQrDetector } from './qr-detector';
import type { QrDetector } from './qr-detector-type';

// The camera and the scanning loop: the rear camera's picture in a <video>, read a few times a
// second. A code still in front of the camera is read once: it counts again only after it has
// been out of sight for a moment (the next guest, or the same ticket shown a second time).

export type CameraState =
  | { status: 'off' }
  | { status: 'starting' }
  | { status: 'on' }
  | { status: 'failed'; message: string };

/** How often the picture is read. */
const SCAN_EVERY_MS = 150;
/** A code out of sight this long is read again when it comes back. */
const SAME_CODE_GAP_MS = 2500;

function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return "The camera was not allowed. Allow it for this site in the browser's settings, or find people by name below.";
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError') {
    return 'No camera was found on this device. Find people by name below.';
  }
  if (name === 'NotReadableError') {
    return 'The camera is busy in another app. Close that app and start the camera again.';
  }
  return 'The camera could not start. Start it again, or find people by name below.';
}

export function useQrCamera(onCode: (text: string) => void) {
  const [state, setState] = useState<CameraState>({ status: 'off' });
  const videoRef = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const running = useRef(false);
  const last = useRef<{ code: string; seenAt: number } | null>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  const wakeLock = useRef<{ release(): Promise<void> } | null>(null);

  const stop = useCallback(() => {
    running.current = false;
    void wakeLock.current?.release().catch(() => {});
    wakeLock.current = null;
    if (timer.current) clearTimeout(timer.current);
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    last.current = null;
    setState({ status: 'off' });
  }, []);

  const scanLoop = useCallback((detector: QrDetector) => {
    const tick = async () => {
      const video = videoRef.current;
      if (!running.current || !video) return;
      if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
        try {
          const [code] = await detector.detect(video);
          const now = Date.now();
          if (code && running.current) {
            const seen = last.current;
            const again = seen && seen.code === code && now - seen.seenAt < SAME_CODE_GAP_MS;
            last.current = { code, seenAt: now };
            if (!again) onCodeRef.current(code);
          }
        } catch {
          // A frame that cannot be read (the camera switching) is skipped.
        }
      }
      if (running.current) timer.current = setTimeout(tick, SCAN_EVERY_MS);
    };
    void tick();
  }, []);

  const start = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setState({ status: 'starting' });
    if (!navigator.mediaDevices?.getUserMedia) {
      running.current = false;
      setState({
        status: 'failed',
        message:
          'This browser cannot use the camera here (it needs a secure https page). Find people by name below.',
      });
      return;
    }
    // The decoder loads while the camera starts.
    const detector = createQrDetector();
    detector.catch(() => {});
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
        audio: false,
      });
      if (!running.current) {
        for (const track of media.getTracks()) track.stop();
        return;
      }
      stream.current = media;
      const video = videoRef.current;
      if (video) {
        video.srcObject = media;
        await video.play().catch(() => {});
      }
    } catch (error) {
      stop();
      setState({ status: 'failed', message: cameraProblem(error) });
      return;
    }
    try {
      const ready = await detector;
      if (!running.current) return;
      setState({ status: 'on' });
      scanLoop(ready);
      // The screen stays on while the camera scans (where the browser allows it).
      const wake = (
        navigator as { wakeLock?: { request(type: 'screen'): Promise<{ release(): Promise<void> }> } }
      ).wakeLock;
      wake
        ?.request('screen')
        .then((lock) => {
          if (running.current) wakeLock.current = lock;
          else void lock.release();
        })
        .catch(() => {});
    } catch {
      stop();
      setState({ status: 'failed', message: 'The scanner could not start. Reload the page and try again.' });
    }
  }, [scanLoop, stop]);

  // The camera goes off with the screen.
  useEffect(() => stop, [stop]);

  return { state, videoRef, start, stop };
}
