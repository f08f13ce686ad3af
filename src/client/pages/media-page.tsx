import { useQuery } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { useMemo } from 'react';
import { buildGallery } from '../../shared/media';
import { PageHeader } from '../components/layout/page-header';
import { eventsQuery } from '../features/events/api';
import { PhotoGallery } from '../features/media/photo-gallery';
import { PressKit } from '../features/media/press-kit';
import { productsQuery } from '../features/store/api';
import { useClub } from '../lib/club-context';

// The spec links /media from the footer without showing the screen. Visitors expect pictures of
// the club, journalists a press contact and facts: the gallery is made of the pictures staff
// already manage (event images and product photos), prefetched on the server with the page.
export default function MediaPage() {
  const club = useClub();
  const { data: events = [] } = useQuery(eventsQuery);
  const { data: products = [] } = useQuery(productsQuery);
  const photos = useMemo(() => buildGallery(events, products), [events, products]);
  return (
    <>
      <PageHeader title="Media & Press">
        Club nights, official gear and who to talk to for stories and shoots.
      </PageHeader>
      <p className="mx-auto -mt-2 mb-12 flex w-fit max-w-[calc(100%-2rem)] flex-wrap items-center justify-center gap-x-2 rounded-full border border-cyan/30 bg-cyan/5 px-4 py-2 text-sm text-muted">
        <Mail aria-hidden size={16} className="shrink-0 text-cyan" />
        Press enquiries:
        <a href={`mailto:${club.email}`} className="text-cyan underline">
          {club.email}
        </a>
      </p>
      <section aria-labelledby="gallery" className="mx-auto max-w-[1280px] px-4 sm:px-6">
        <h2 id="gallery" className="sr-only">
          Photo Gallery
        </h2>
        <PhotoGallery photos={photos} />
      </section>
      <div className="mx-auto mt-16 max-w-5xl px-4 sm:px-6">
        <PressKit />
      </div>
    </>
  );
}
