import { Link } from 'wouter';
import { PageHeader } from '../components/layout/page-header';
import { buttonClass } from '../components/ui/button-styles';
import { SponsorLogo } from '../features/sponsors/sponsor-logo';
import { usePitchDeck, useSponsors } from '../features/sponsors/use-sponsors';

export default function SponsorsPage() {
  const { data: sponsors = [] } = useSponsors();
  const { data: deck } = usePitchDeck();
  return (
    <>
      <PageHeader title="Our Sponsors">The Miami businesses that make every MESC night possible.</PageHeader>
      <ul className="mx-auto grid max-w-[1100px] grid-cols-2 gap-4 px-4 sm:px-6 md:grid-cols-3">
        {sponsors.map((sponsor) => (
          <li key={sponsor.id}>
            <SponsorLogo sponsor={sponsor} />
          </li>
        ))}
      </ul>
      <section
        aria-labelledby="become-partner"
        className="mx-auto mt-20 max-w-4xl rounded-3xl border border-pink/30 bg-surface px-6 py-12 text-center shadow-glow-pink"
      >
        <h2 id="become-partner" className="font-display text-5xl tracking-wide">
          Become a Partner
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-muted">
          Put your brand in front of Miami's most passionate fans at watch parties, fight nights and VIP
          events all year round.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          {deck ? (
            <a href={deck.fileUrl} download={deck.fileName} className={buttonClass('primary', 'lg')}>
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
    </>
  );
}
