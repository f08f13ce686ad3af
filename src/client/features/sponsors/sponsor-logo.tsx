import { ExternalLink } from 'lucide-react';
import { isWebUrl, type Sponsor } from '../../../shared/sponsors';

/** A sponsor's logo, linked to its website in a new tab when it has an http(s) one. */
export function SponsorLogo({ sponsor }: { sponsor: Sponsor }) {
  const logo = (
    <img
      src={sponsor.logoUrl}
      alt={sponsor.name}
      width={400}
      height={200}
      loading="lazy"
      className="aspect-[2/1] w-full object-contain"
    />
  );
  const frame = 'relative block rounded-2xl border border-white/10 bg-surface p-4';
  if (!isWebUrl(sponsor.websiteUrl)) return <div className={frame}>{logo}</div>;
  return (
    <a
      href={sponsor.websiteUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={`${frame} group transition hover:border-cyan/50 hover:shadow-glow-cyan`}
    >
      {logo}
      <span className="sr-only"> (opens in a new tab)</span>
      <ExternalLink
        aria-hidden
        size={16}
        className="absolute top-3 right-3 text-muted opacity-0 transition group-hover:opacity-100 group-focus-visible:opacity-100"
      />
    </a>
  );
}
