import { type PointerEvent, useRef } from 'react';

const MIN_DISTANCE_PX = 50;

/**
 * A horizontal finger swipe on an element: "left" (finger moved left) or "right". Only touch
 * counts, so a mouse drag still selects or drags the image as usual; a gesture that is more
 * vertical than horizontal is a scroll, not a swipe. The element needs `touch-action: pan-y` so
 * the browser leaves horizontal moves to us.
 */
export function useSwipe(onSwipe: (direction: 'left' | 'right') => void) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  return {
    onPointerDown(event: PointerEvent) {
      if (event.pointerType !== 'touch' || !event.isPrimary) return;
      start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) >= MIN_DISTANCE_PX && Math.abs(dx) > Math.abs(dy)) onSwipe(dx < 0 ? 'left' : 'right');
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
