import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { DialogContent } from '../ui/dialog-content';
import { AccountButton, SignInLink } from './account-link';
import { MenuButton } from './menu-button';
import { PhoneNavList } from './phone-nav-list';

/** The small-screen menu: a right-side drawer (a modal dialog: focus stays inside, Escape closes). */
export function MobileDrawer({ location, defaultOpen = false }: { location: string; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <MenuButton />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
        <DialogContent className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col border-l border-pink/30 bg-surface p-6 shadow-glow-pink data-[state=open]:animate-[drawer-in_250ms_ease-out]">
          <div className="mb-8 flex items-center justify-between">
            <Dialog.Title className="font-display text-3xl tracking-wider text-pink">Menu</Dialog.Title>
            <Dialog.Close className="rounded-full p-2 hover:bg-white/5" aria-label="Close menu">
              <X aria-hidden size={24} />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Site navigation</Dialog.Description>
          <nav aria-label="Mobile">
            <PhoneNavList location={location} onNavigate={close} />
            <AccountButton size="lg" onClick={close} className="mt-8 w-full" />
            <SignInLink
              onClick={close}
              className="mt-3 block rounded-lg px-4 py-3 text-center text-lg font-medium text-cyan hover:bg-white/5"
            />
          </nav>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
