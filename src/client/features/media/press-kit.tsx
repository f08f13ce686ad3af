import { Download } from 'lucide-react';
import { SocialLinks } from '../../components/layout/social-links';
import { useClub } from '../../lib/club-context';

// The numbers the home page's stats strip shows, for journalists to quote.
const facts = [
  ['Based in', 'Miami, Florida'],
  ['Members', '2,500+'],
  ['Events hosted', '150+'],
  ['Partner venues', '25+'],
  ['Sponsors', '50+'],
];

const card = 'rounded-3xl border border-white/10 bg-surface p-6 sm:p-8';

/** Club facts, the press contact from the club's configuration and the club's mark to download. */
export function PressKit() {
  const club = useClub();
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-labelledby="club-facts" className={card}>
        <h2 id="club-facts" className="font-display text-3xl tracking-wide">
          Club Facts
        </h2>
        <dl className="mt-4 grid gap-3">
          {facts.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 border-b border-white/5 pb-2">
              <dt className="text-muted">{label}</dt>
              <dd className="font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="press-contact" className={card}>
        <h2 id="press-contact" className="font-display text-3xl tracking-wide">
          Press Contact
        </h2>
        <p className="mt-4 text-muted">
          For interviews, photo and video requests, write to{' '}
          <a href={`mailto:${club.email}`} className="text-cyan underline">
            {club.email}
          </a>{' '}
          or call{' '}
          <a
            href={`tel:${club.phone.replace(/[^\d+]/g, '')}`}
            className="whitespace-nowrap text-cyan underline"
          >
            {club.phone}
          </a>
          .
        </p>
        <div className="mt-6 flex items-center gap-4">
          <img src="/favicon.svg" alt="The MESC monogram" width={64} height={64} />
          <a
            href="/favicon.svg"
            download="mesc-monogram.svg"
            className="inline-flex items-center gap-2 text-cyan underline"
          >
            <Download aria-hidden size={16} className="shrink-0" />
            Download the MESC monogram (SVG)
          </a>
        </div>
        <SocialLinks className="mt-6" />
      </section>
    </div>
  );
}
