import { useClub } from '../../lib/club-context';

/** Instagram, TikTok, YouTube and Facebook, from the club's configuration. */
export function SocialLinks({ className = '' }: { className?: string }) {
  const club = useClub();
  const links = [
    { label: 'Instagram', href: club.instagramUrl },
    { label: 'TikTok', href: club.tiktokUrl },
    { label: 'YouTube', href: club.youtubeUrl },
    { label: 'Facebook', href: club.facebookUrl },
  ];
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`}>
      {links.map((link) => (
        <li key={link.label}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-block rounded-full border border-white/15 px-3 py-1.5 text-xs font-medium text-muted hover:border-cyan hover:text-cyan"
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
