import { Link } from 'wouter';
import { SponsorLogo } from '../sponsors';
import { useSponsors } from '../sponsors/api';

/** The home page's logo section: the club's active partners, linking on to /sponsors. */
export function PartnerLogos() {
  const { data: sponsors = [] } = useSponsors();
  if (sponsors.length === 0) return null;
  return (
    <section aria-labelledby="partners" className="mx-auto max-w-[1280px] px-4 pt-20 text-center sm:px-6">
      <h2 id="partners" className="font-display text-4xl tracking-wide text-muted">
        Proudly Backed by Miami's Best
      </h2>
      <ul className="mt-8 grid grid-cols-2 items-center gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {sponsors.map((sponsor) => (
          <li key={sponsor.id}>
            <SponsorLogo sponsor={sponsor} />
          </li>
        ))}
      </ul>
      <Link href="/sponsors" className="mt-6 inline-block text-cyan underline">
        Become a partner
      </Link>
    </section>
  );
}
