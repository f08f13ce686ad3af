import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { dismissToast, useToasts } from './toast-store';

/** The notification region: 5000 ms, swipe right past 50 px, F8 focuses it. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label="Notification">
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          className={`group pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg data-[state=closed]:opacity-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] transition ${
            t.variant === 'destructive'
              ? 'border-red bg-[#2a0d14] text-text'
              : 'border-cyan/40 bg-surface text-text shadow-glow-cyan'
          }`}
        >
          <div className="grid gap-1">
            <Toast.Title className={`font-semibold ${t.variant === 'destructive' ? 'text-red' : ''}`}>
              {t.title}
            </Toast.Title>
            {t.description && (
              <Toast.Description className="text-sm text-muted">{t.description}</Toast.Description>
            )}
          </div>
          <Toast.Close
            aria-label="Close"
            className="absolute top-3 right-3 rounded p-1 text-muted hover:text-text"
          >
            <X size={16} aria-hidden />
          </Toast.Close>
        </Toast.Root>
      ))}
      {/* On a phone the toasts come in at the top: at the bottom they would sit over the field
          being typed in, the on-screen keyboard's neighbour, and over a form's own message. */}
      <Toast.Viewport className="fixed top-0 right-0 z-[100] flex max-h-screen w-full max-w-[420px] flex-col gap-2 p-4 outline-none sm:top-auto sm:bottom-0" />
    </Toast.Provider>
  );
}
