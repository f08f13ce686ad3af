import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';

/** The dimmed, blurred backdrop behind every modal. */
export function ModalOverlay() {
  return <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />;
}

/** The close button in a modal's top-right corner. */
export function ModalCloseButton() {
  return (
    <Dialog.Close
      className="absolute top-4 right-4 rounded-full p-1.5 text-muted hover:text-text"
      aria-label="Close"
    >
      <X size={20} aria-hidden />
    </Dialog.Close>
  );
}
