import { useRef, type PointerEvent } from 'react';

/** How far a finger travels sideways, more than up or down, to count as a swipe. */
export const SWIPE_PX = 50;

/**
 * A sideways swipe of a finger or pen (pointer events; a mouse clicks and drags instead):
 * leftwards asks for the next picture (+1), rightwards for the previous one (-1). The click the
 * browser sends after a swipe is not a click: `tookClick` says so, once.
 */
export function useSwipe(onSwipe: (step: 1 | -1) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);

  const onPointerDown = (event: PointerEvent) => {
    start.current = event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const across = event.clientX - from.x;
    if (Math.abs(across) < SWIPE_PX || Math.abs(across) <= Math.abs(event.clientY - from.y)) return;
    swiped.current = true;
    onSwipe(across < 0 ? 1 : -1);
  };
  const onPointerCancel = () => {
    start.current = null;
  };
  const tookClick = () => {
    const was = swiped.current;
    swiped.current = false;
    return was;
  };

  return { handlers: { onPointerDown, onPointerUp, onPointerCancel }, tookClick };
}
