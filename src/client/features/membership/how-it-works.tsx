const steps = [
  {
    title: 'Choose your tier',
    text: 'Free Member, Premium Fan or Inner Circle. Change your mind any time.',
  },
  {
    title: 'Tell us who you are',
    text: 'Free members are in right away. Paid tiers need your name and e-mail.',
  },
  {
    title: 'Pay securely',
    text: 'Paid tiers are billed monthly by card. Change or cancel any time from My account.',
  },
  {
    title: 'Welcome to the club',
    text: "A confirmation e-mail right away, you're signed in at once, and our team gets in touch within 24 hours (a call, if you leave your number).",
  },
];

/** The "How It Works" strip under the tier cards. */
export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works" className="mx-auto max-w-[1280px] px-4 pt-24 sm:px-6">
      <h2 id="how-it-works" className="text-center font-display text-5xl tracking-wide text-glow-cyan">
        How It Works
      </h2>
      <ol className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => (
          <li key={step.title} className="rounded-2xl border border-white/10 bg-surface/70 p-6">
            <span
              aria-hidden
              className="grid size-11 place-items-center rounded-full border border-cyan/60 font-display text-2xl text-cyan"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 font-display text-2xl tracking-wide">{step.title}</h3>
            <p className="mt-2 text-sm text-muted">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
