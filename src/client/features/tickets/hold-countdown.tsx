import { Timer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatCountdown } from './hold-clock';

/** "Seats held for 9:41", counting down to the deadline; `onExpired` once it is reached. */
export function HoldCountdown({ deadline, onExpired }: { deadline: number; onExpired: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  const left = deadline - now;
  useEffect(() => {
    if (left <= 0) {
      onExpired();
      return;
    }
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, left));
    return () => clearTimeout(timer);
  }, [left, onExpired]);
  const urgent = left < 60_000;
  return (
    <p
      className={`flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold ${
        urgent ? 'border-red/60 text-red' : 'border-teal/60 text-teal'
      }`}
    >
      <Timer size={16} aria-hidden />
      {/* A timer is not read out every second; its text is there when a screen reader asks. */}
      <span role="timer">Seats held for {formatCountdown(left)}</span>
    </p>
  );
}
