import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';

/**
 * A tooltip that opens after 700 ms (300 ms when moving from another tooltip). It brings its own
 * provider so that pages without tooltips never download the positioning library.
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  return (
    <RadixTooltip.Provider delayDuration={700} skipDelayDuration={300}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            sideOffset={6}
            className="z-[90] max-w-64 rounded-lg border border-white/10 bg-surface-2 px-3 py-1.5 text-sm text-text shadow-lg"
          >
            {content}
            <RadixTooltip.Arrow className="fill-surface-2" />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
