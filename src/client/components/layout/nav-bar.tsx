import { Link, useLocation } from 'wouter';
import { OnDemand } from '../ui/on-demand';
import { AccountButton, SignInLink } from './account-link';
import { MenuDisclosure } from './menu-disclosure';
import { isCurrent, navLinks } from './nav-links';

const loadMobileDrawer = () => import('./mobile-drawer').then((m) => m.MobileDrawer);

/** The fixed navigation bar of every page; below the lg breakpoint its links move to a drawer. */
export function NavBar() {
  const [location] = useLocation();
  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-white/10 bg-bg/85 backdrop-blur-md">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-[1280px] items-center justify-between gap-4 px-4 sm:px-6"
      >
        <Link
          href="/"
          className="font-display text-3xl tracking-wider text-pink text-glow-pink"
          aria-label="MESC home"
        >
          MESC
        </Link>
        <ul className="hidden items-center gap-1 lg:flex">
          {navLinks.map((link) => {
            const current = isCurrent(link.href, location);
            return (
              <li key={link.href}>
                <Link
                  href={link.href}
                  aria-current={current ? 'page' : undefined}
                  className={`rounded-full px-3 py-2 text-sm font-medium transition ${
                    current ? 'bg-cyan/10 text-cyan' : 'text-muted hover:text-text'
                  }`}
                >
                  {link.label}
                </Link>
              </li>
            );
          })}
        </ul>
        <div className="flex items-center gap-2">
          <SignInLink className="hidden rounded-full px-3 py-2 text-sm font-medium text-muted transition hover:text-text sm:inline-flex" />
          <AccountButton />
          <OnDemand
            load={loadMobileDrawer}
            props={{ location }}
            placeholder={<MenuDisclosure location={location} />}
          />
        </div>
      </nav>
    </header>
  );
}
