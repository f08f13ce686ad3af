import { type ComponentType, cloneElement, type ReactElement, useState } from 'react';

export type OpenablePart<P> = ComponentType<P & { defaultOpen?: boolean }>;

interface PlaceholderProps {
  onClick?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
}

/**
 * A control whose heavy part (a Radix dialog or menu, and the positioning code it brings) is
 * loaded when a visitor first reaches for it, so no page carries it in its first load. Until then
 * the page has only `placeholder`, a button that looks like the part's own trigger: pointing at it
 * or focusing it starts the download, pressing it shows the part, already open, in its place.
 */
export function OnDemand<P extends object>({
  load,
  props,
  placeholder,
}: {
  load: () => Promise<OpenablePart<P>>;
  props: P;
  placeholder: ReactElement<PlaceholderProps>;
}) {
  const [Part, setPart] = useState<OpenablePart<P> | null>(null);
  if (Part) return <Part {...props} defaultOpen />;
  const preload = () => {
    // The press that follows asks again; a failed download is retried then.
    load().catch(() => {});
  };
  return cloneElement(placeholder, {
    onPointerEnter: preload,
    onFocus: preload,
    onClick: () => {
      load().then((part) => setPart(() => part));
    },
  });
}
