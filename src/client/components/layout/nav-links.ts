/** The navigation bar's links, in order; "Join Now" is the highlighted button beside them. */
export const navLinks = [
  { href: '/', label: 'Home' },
  { href: '/membership', label: 'Membership' },
  { href: '/events', label: 'Events' },
  { href: '/store', label: 'Store' },
  { href: '/wall-of-fame', label: 'Wall of Fame' },
  { href: '/sponsors', label: 'Sponsors' },
  { href: '/contact', label: 'Contact' },
] as const;

export function isCurrent(href: string, location: string): boolean {
  return href === '/' ? location === '/' : location === href || location.startsWith(`${href}/`);
}
