import { useRef, type PointerEvent } from 'react';

/** How far a finger must travel sideways, in CSS pixels, for a swipe. */
const SWIPE_DISTANCE = 50;

/**
 * Pointer handlers that call `onSwipe(1)` for a swipe to the left (the next one) and `onSwipe(-1)`
 * for a swipe to the right, when the move is mostly sideways. Touch and pen only: a mouse drags.
 */
export function useSwipe(onSwipe: (step: 1 | -1) => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') return;
      start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) >= SWIPE_DISTANCE && Math.abs(dx) > Math.abs(dy) * 1.5) onSwipe(dx < 0 ? 1 : -1);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
