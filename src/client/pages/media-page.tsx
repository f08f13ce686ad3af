import { PageHeader } from '../components/layout/page-header';
import { SocialLinks } from '../components/layout/social-links';
import { useClub } from '../lib/club-context';

// The spec links /media from the footer without showing the screen: a press page with the
// club's facts, its mark and the press contact is what journalists and partners look for.
const facts = [
  ['Founded in', 'Miami, Florida'],
  ['Members', '2,500+'],
  ['Events hosted', '150+'],
  ['Partner venues', '25+'],
];

export default function MediaPage() {
  const club = useClub();
  return (
    <>
      <PageHeader title="Media & Press">
        Club facts, our mark and who to talk to for stories and shoots.
      </PageHeader>
      <div className="mx-auto grid max-w-4xl gap-6 px-4 sm:px-6 md:grid-cols-2">
        <section aria-labelledby="club-facts" className="rounded-3xl border border-white/10 bg-surface p-8">
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
        <section
          aria-labelledby="press-contact"
          className="rounded-3xl border border-white/10 bg-surface p-8"
        >
          <h2 id="press-contact" className="font-display text-3xl tracking-wide">
            Press Contact
          </h2>
          <p className="mt-4 text-muted">
            For interviews, photo and video requests, write to{' '}
            <a href={`mailto:${club.email}`} className="text-cyan underline">
              {club.email}
            </a>{' '}
            or call {club.phone}.
          </p>
          <div className="mt-6 flex items-center gap-4">
            <img src="/favicon.svg" alt="The MESC monogram" width={64} height={64} />
            <a href="/favicon.svg" download="mesc-monogram.svg" className="text-cyan underline">
              Download the MESC monogram (SVG)
            </a>
          </div>
          <SocialLinks className="mt-6" />
        </section>
      </div>
    </>
  );
}
