import { Download, Handshake } from 'lucide-react';
import { Link } from 'wouter';
import { PageHeader } from '../components/layout/page-header';
import { buttonClass } from '../components/ui/button-styles';
import { SponsorLogo } from '../features/sponsors/sponsor-logo';
import { usePitchDeck, useSponsors } from '../features/sponsors/use-sponsors';

export default function SponsorsPage() {
  // The API answers active sponsors only, lowest displayOrder first.
  const { data: sponsors = [] } = useSponsors();
  const { data: deck } = usePitchDeck();
  return (
    <>
      <PageHeader title="Our Sponsors">The Miami businesses that make every MESC night possible.</PageHeader>
      <div className="mx-auto max-w-[1100px] px-4 sm:px-6">
        {sponsors.length > 0 ? (
          <ul aria-label="Sponsors" className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3">
            {sponsors.map((sponsor) => (
              <li key={sponsor.id}>
                <SponsorLogo sponsor={sponsor} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-2xl border border-dashed border-white/15 px-6 py-10 text-center text-muted">
            Our partner line-up for the season is being announced soon.
          </p>
        )}
      </div>
      <div className="mx-auto mt-16 max-w-4xl px-4 sm:mt-20 sm:px-6">
        <section
          aria-labelledby="become-partner"
          className="rounded-3xl border border-pink/30 bg-surface px-6 py-10 text-center shadow-glow-pink sm:py-12"
        >
          <Handshake aria-hidden size={40} className="mx-auto text-pink" />
          <h2 id="become-partner" className="mt-4 font-display text-5xl tracking-wide">
            Become a Partner
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-muted">
            Put your brand in front of Miami's most passionate fans at watch parties, fight nights and VIP
            events all year round.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row sm:gap-4">
            {deck ? (
              <a href={deck.fileUrl} download={deck.fileName} className={buttonClass('primary', 'lg')}>
                <Download aria-hidden size={18} />
                Download Pitch Deck
              </a>
            ) : (
              <button type="button" disabled className={buttonClass('primary', 'lg')}>
                Pitch Deck Coming Soon
              </button>
            )}
            <Link href="/contact" className={buttonClass('secondary', 'lg')}>
              Contact Sales
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
