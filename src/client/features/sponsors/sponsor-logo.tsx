import type { Sponsor } from '../../../shared/sponsors';

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
  const frame =
    'block rounded-2xl border border-white/10 bg-surface p-4 transition hover:border-cyan/50 hover:shadow-glow-cyan';
  return sponsor.websiteUrl ? (
    <a href={sponsor.websiteUrl} target="_blank" rel="noopener noreferrer" className={frame}>
      {logo}
    </a>
  ) : (
    <div className={frame}>{logo}</div>
  );
}
