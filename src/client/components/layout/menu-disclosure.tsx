import { Menu, X } from 'lucide-react';
import type { MouseEvent } from 'react';
import { AccountButton, SignInLink } from './account-link';
import { PhoneNavList } from './phone-nav-list';

/** Opened before the script came, then a link followed without a reload: the menu closes. */
function closeDisclosure(event: MouseEvent) {
  (event.target as Element).closest('details')?.removeAttribute('open');
}

/**
 * The small-screen menu as the server's HTML has it: a disclosure (`<details>`) that opens and
 * shows the links without any script, so a phone can navigate before the page's script has
 * loaded, or without it. Once the page is hydrated, its button opens the drawer instead (nav-bar
 * loads it on demand, passing the handlers here), with its focus trap and Escape.
 */
export function MenuDisclosure({
  location,
  onClick,
  onFocus,
  onPointerEnter,
}: {
  location: string;
  onClick?: () => void;
  onFocus?: () => void;
  onPointerEnter?: () => void;
}) {
  const openDrawer = (event: MouseEvent) => {
    // Hydrated: the drawer, not the disclosure.
    if (!onClick) return;
    event.preventDefault();
    onClick();
  };
  return (
    <details className="group lg:hidden">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a summary is the details' own button */}
      <summary
        aria-label="Open menu"
        onClick={openDrawer}
        onFocus={onFocus}
        onPointerEnter={onPointerEnter}
        className="flex cursor-pointer list-none rounded-full p-2 text-text hover:bg-white/5 [&::-webkit-details-marker]:hidden"
      >
        <Menu aria-hidden size={26} className="group-open:hidden" />
        <X aria-hidden size={26} className="hidden group-open:block" />
      </summary>
      <div className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-pink/30 bg-surface p-4 shadow-glow-pink">
        <PhoneNavList location={location} onNavigate={closeDisclosure} />
        <AccountButton size="lg" className="mt-6 w-full" onClick={closeDisclosure} />
        <SignInLink
          onClick={closeDisclosure}
          className="mt-3 block rounded-lg px-4 py-3 text-center text-lg font-medium text-cyan hover:bg-white/5"
        />
      </div>
    </details>
  );
}
