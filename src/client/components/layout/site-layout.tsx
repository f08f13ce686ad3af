import type { ReactNode } from 'react';
import { Footer } from './footer';
import { NavBar } from './nav-bar';

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:rounded focus:bg-surface focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <NavBar />
      <main id="main" className="pt-16">
        {children}
      </main>
      <Footer />
    </>
  );
}
