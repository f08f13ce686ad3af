import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { KeyboardEvent } from 'react';
import type { GalleryPhoto } from '../../../shared/media';
import { DialogContent } from '../../components/ui/dialog-content';
import { useSwipe } from './use-swipe';

interface Props {
  photos: GalleryPhoto[];
  index: number;
  open: boolean;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Where focus goes when the lightbox closes: the thumbnail of the photo last shown. */
  onReturnFocus: () => void;
}

const roundButton =
  'grid size-11 place-items-center rounded-full border border-white/15 bg-bg/80 text-text backdrop-blur transition hover:border-cyan hover:text-cyan';

/**
 * One photo at a time over the page (a modal dialog: focus stays inside, Escape closes). Arrow
 * keys and the side buttons go to the previous or next photo, wrapping at the ends; on a touch
 * screen a swipe does the same.
 */
export function PhotoLightbox({ photos, index, open, onIndexChange, onClose, onReturnFocus }: Props) {
  const photo = photos[index];
  const step = (by: number) => onIndexChange((index + by + photos.length) % photos.length);
  const swipe = useSwipe((direction) => step(direction === 'left' ? 1 : -1));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  };
  if (!photo) return null;
  const landscape = photo.kind === 'event';
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/90 backdrop-blur-sm" />
        <DialogContent
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onReturnFocus();
          }}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[100dvh] w-[min(72rem,100vw)] -translate-x-1/2 -translate-y-1/2 flex-col gap-3 p-4 outline-none sm:p-6"
        >
          <div className="flex items-center justify-between">
            <p aria-hidden className="font-display text-xl tracking-widest text-muted">
              {index + 1} / {photos.length}
            </p>
            <Dialog.Close aria-label="Close" className={roundButton}>
              <X aria-hidden size={22} />
            </Dialog.Close>
          </div>
          <div {...swipe} className="relative flex touch-pan-y items-center justify-center select-none">
            <img
              key={photo.src}
              src={photo.src}
              alt={photo.caption}
              width={landscape ? 1200 : 800}
              height={landscape ? 630 : 800}
              draggable={false}
              className="h-auto max-h-[70dvh] w-auto max-w-full rounded-2xl border border-white/10 object-contain shadow-glow-cyan"
            />
            {photos.length > 1 && (
              <>
                <button
                  type="button"
                  aria-label="Previous photo"
                  onClick={() => step(-1)}
                  className={`${roundButton} absolute left-2 sm:-left-2`}
                >
                  <ChevronLeft aria-hidden size={24} />
                </button>
                <button
                  type="button"
                  aria-label="Next photo"
                  onClick={() => step(1)}
                  className={`${roundButton} absolute right-2 sm:-right-2`}
                >
                  <ChevronRight aria-hidden size={24} />
                </button>
              </>
            )}
          </div>
          <div className="text-center">
            <Dialog.Title className="font-display text-3xl tracking-wide text-text">
              {photo.caption}
            </Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-muted">
              {photo.detail}
              <span className="sr-only">
                , photo {index + 1} of {photos.length}
              </span>
            </Dialog.Description>
          </div>
          <p aria-live="polite" className="sr-only">
            {photo.caption}, photo {index + 1} of {photos.length}
          </p>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
