import type { MouseEvent } from 'react';
import { Link } from 'wouter';
import { isCurrent, navLinks } from './nav-links';

/** The site's sections as the phone menu lists them (the disclosure and the drawer alike). */
export function PhoneNavList({
  location,
  onNavigate,
}: {
  location: string;
  onNavigate: (event: MouseEvent) => void;
}) {
  return (
    <ul className="grid gap-1">
      {navLinks.map((link) => {
        const current = isCurrent(link.href, location);
        return (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={current ? 'page' : undefined}
              onClick={onNavigate}
              className={`block rounded-lg px-4 py-3 text-lg font-medium ${
                current ? 'bg-cyan/10 text-cyan' : 'text-text hover:bg-white/5'
              }`}
            >
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
