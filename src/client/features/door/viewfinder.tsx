import { Camera, CameraOff } from 'lucide-react';
import { buttonClass } from '../../components/ui/button-styles';
import { useQrCamera } from './use-qr-camera';

// The camera's picture, large, with a frame to aim the ticket's QR code at, and one big button
// under it (where a thumb reaches) to start or stop the camera.

export function Viewfinder({ onCode }: { onCode: (text: string) => void }) {
  const { state, videoRef, start, stop } = useQrCamera(onCode);
  const live = state.status === 'on' || state.status === 'starting';
  return (
    <section aria-label="Camera scanner" className="grid gap-3">
      <div className="relative mx-auto aspect-[4/3] w-full overflow-hidden lg:aspect-square lg:max-w-[min(100%,45dvh)] rounded-2xl border border-cyan/40 bg-black">
        <video
          ref={videoRef}
          muted
          playsInline
          aria-label="Camera picture"
          className={`size-full object-cover ${live ? '' : 'invisible'}`}
        />
        {/* The aiming frame: four corners, decoration only. */}
        <div aria-hidden="true" className="pointer-events-none absolute inset-[14%]">
          <span className="absolute top-0 left-0 size-10 rounded-tl-xl border-t-4 border-l-4 border-cyan" />
          <span className="absolute top-0 right-0 size-10 rounded-tr-xl border-t-4 border-r-4 border-cyan" />
          <span className="absolute bottom-0 left-0 size-10 rounded-bl-xl border-b-4 border-l-4 border-cyan" />
          <span className="absolute right-0 bottom-0 size-10 rounded-br-xl border-r-4 border-b-4 border-cyan" />
        </div>
        {!live && (
          <div className="absolute inset-0 grid place-items-center p-8 text-center">
            <p className="text-lg text-muted">
              {state.status === 'failed' ? '' : 'Point the camera at the QR code on a ticket.'}
            </p>
          </div>
        )}
        {state.status === 'starting' && (
          <p
            role="status"
            className="absolute inset-x-0 bottom-4 text-center text-base font-semibold text-text"
          >
            Starting the camera…
          </p>
        )}
      </div>
      {state.status === 'failed' && (
        <p role="alert" className="rounded-xl border border-red/60 bg-surface px-4 py-3 text-base text-text">
          {state.message}
        </p>
      )}
      {live ? (
        <button
          type="button"
          onClick={stop}
          className={`${buttonClass('secondary', 'lg')} min-h-14 w-full text-lg`}
        >
          <CameraOff aria-hidden="true" className="size-6" />
          Stop camera
        </button>
      ) : (
        <button
          type="button"
          onClick={() => void start()}
          className={`${buttonClass('primary', 'lg')} min-h-14 w-full text-lg`}
        >
          <Camera aria-hidden="true" className="size-6" />
          Start camera
        </button>
      )}
    </section>
  );
}
