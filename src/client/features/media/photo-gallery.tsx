import { Expand } from 'lucide-react';
import { useRef, useState } from 'react';
import type { GalleryPhoto } from '../../../shared/media';
import { PhotoLightbox } from './photo-lightbox';

const groups = [
  {
    kind: 'event',
    title: 'Club Nights',
    grid: 'sm:grid-cols-2 lg:grid-cols-3',
    aspect: 'aspect-[40/21]',
    size: [1200, 630],
  },
  {
    kind: 'gear',
    title: 'Official Gear',
    grid: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-5',
    aspect: 'aspect-square',
    size: [800, 800],
  },
] as const;

/**
 * The club's pictures as two grids of thumbnails (event artwork, then gear); any thumbnail opens
 * the lightbox, which then steps through all of them in the same order.
 */
export function PhotoGallery({ photos }: { photos: GalleryPhoto[] }) {
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);

  if (photos.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-white/15 px-6 py-10 text-center text-muted">
        Photos from our next club nights will appear here soon.
      </p>
    );
  }
  return (
    <>
      {groups.map((group) => {
        const members = photos
          .map((photo, i) => ({ photo, i }))
          .filter(({ photo }) => photo.kind === group.kind);
        if (members.length === 0) return null;
        return (
          <section key={group.kind} aria-labelledby={`gallery-${group.kind}`} className="mt-10 first:mt-0">
            <h3 id={`gallery-${group.kind}`} className="font-display text-3xl tracking-wide text-cyan">
              {group.title}
            </h3>
            <ul className={`mt-4 grid gap-3 sm:gap-4 ${group.grid}`}>
              {members.map(({ photo, i }) => (
                <li key={photo.src}>
                  <button
                    ref={(element) => {
                      thumbnails.current[i] = element;
                    }}
                    type="button"
                    aria-haspopup="dialog"
                    onClick={() => {
                      setIndex(i);
                      setOpen(true);
                    }}
                    className="group relative block w-full overflow-hidden rounded-2xl border border-white/10 bg-surface-2 text-left transition hover:border-cyan/50 hover:shadow-glow-cyan"
                  >
                    <img
                      src={photo.src}
                      alt=""
                      width={group.size[0]}
                      height={group.size[1]}
                      loading="lazy"
                      className={`${group.aspect} w-full object-cover transition duration-300 group-hover:scale-105`}
                    />
                    <Expand
                      aria-hidden
                      size={18}
                      className="absolute top-3 right-3 text-text opacity-0 transition group-hover:opacity-100 group-focus-visible:opacity-100"
                    />
                    <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-bg via-bg/85 to-transparent px-3 pt-8 pb-3">
                      <span className="line-clamp-1 text-sm font-semibold text-text">{photo.caption}</span>
                      <span className="line-clamp-1 text-xs text-muted">{photo.detail}</span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      <PhotoLightbox
        photos={photos}
        index={index}
        open={open}
        onIndexChange={setIndex}
        onClose={() => setOpen(false)}
        onReturnFocus={() => thumbnails.current[index]?.focus()}
      />
    </>
  );
}
