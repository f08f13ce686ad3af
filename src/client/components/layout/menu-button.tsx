import { Menu } from 'lucide-react';
import type { ComponentProps } from 'react';

/**
 * The drawer's trigger. It lives apart from the drawer so that the page can show it while the
 * drawer's dialog code stays out of the first load (nav-bar.tsx loads it on demand).
 */
export function MenuButton(props: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      {...props}
      className="rounded-full p-2 text-text hover:bg-white/5 lg:hidden"
      aria-label="Open menu"
    >
      <Menu aria-hidden size={26} />
    </button>
  );
}
