const headlines = [
  'New members: 50% off your first month — join today',
  'Heat watch parties every game night at the clubhouse',
  'UFC fight nights on the big screen with ringside seats',
  'Weekly poker and dominoes tournaments',
  'Inner Circle rooftop soirées over Biscayne Bay',
  'New official gear just dropped in the store',
];

/**
 * The scrolling headlines: the list runs twice so the loop is seamless; the copy is
 * hidden from screen readers. It pauses on hover, and stands still for reduced motion.
 */
export function HeadlineMarquee() {
  return (
    <section
      aria-label="Club headlines"
      className="group overflow-hidden border-b border-white/10 bg-pink/10 py-4"
    >
      <div className="flex w-max animate-marquee group-hover:[animation-play-state:paused] motion-reduce:animate-none">
        {[false, true].map((copy) => (
          <ul key={String(copy)} aria-hidden={copy || undefined} className="flex shrink-0">
            {headlines.map((headline) => (
              <li
                key={headline}
                className="flex items-center font-display text-2xl tracking-wider whitespace-nowrap"
              >
                <span className="px-8">{headline}</span>
                <span aria-hidden className="text-pink">
                  ★
                </span>
              </li>
            ))}
          </ul>
        ))}
      </div>
    </section>
  );
}
