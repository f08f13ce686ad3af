import { Link } from 'wouter';
import { useClub } from '../../lib/club-context';
import { SocialLinks } from './social-links';

const clubLinks = [
  { href: '/membership', label: 'Membership' },
  { href: '/events', label: 'Events' },
  { href: '/sponsors', label: 'Sponsors' },
  { href: '/media', label: 'Media' },
];

// The spec gives the legal pages only as placeholder names; until the club writes them, each
// link takes the visitor to the contact page, where the policy can be asked for.
const legalLinks = ['Privacy Policy', 'Terms of Service', 'Refund Policy', 'Code of Conduct'];

export function Footer() {
  const club = useClub();
  return (
    <footer className="mt-24 border-t border-white/10 bg-surface/60">
      <div className="mx-auto grid max-w-[1280px] gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="font-display text-4xl tracking-wider text-pink text-glow-pink">MESC</p>
          <p className="mt-3 max-w-xs text-sm text-muted">
            Miami's Premier Sports &amp; Social Experience. Where Sports Fandom Meets Miami Nightlife.
          </p>
          <SocialLinks className="mt-5" />
        </div>
        <FooterColumn title="The Club">
          {clubLinks.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="text-muted hover:text-cyan">
                {link.label}
              </Link>
            </li>
          ))}
          {/* The same for members: the sign-in page shows who is signed in and links to My account. */}
          <li>
            <Link href="/sign-in" className="text-muted hover:text-cyan">
              Sign in
            </Link>
          </li>
        </FooterColumn>
        <FooterColumn title="Legal">
          {legalLinks.map((label) => (
            <li key={label}>
              <Link href="/contact" className="text-muted hover:text-cyan">
                {label}
              </Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title="Contact">
          <li>
            <a href={`tel:${club.phone.replace(/[^\d+]/g, '')}`} className="text-muted hover:text-cyan">
              {club.phone}
            </a>
          </li>
          <li>
            <a href={`mailto:${club.email}`} className="text-muted hover:text-cyan">
              {club.email}
            </a>
          </li>
          <li className="text-muted">Miami FL</li>
          <li className="text-muted">Available 24/7</li>
        </FooterColumn>
      </div>
      <p className="border-t border-white/5 py-6 text-center text-xs text-muted">
        © {new Date().getFullYear()} MESC. All rights reserved.
      </p>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="font-display text-2xl tracking-wide text-text">{title}</h2>
      <ul className="mt-3 grid gap-2 text-sm">{children}</ul>
    </div>
  );
}
