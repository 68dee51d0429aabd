import { useCallback, useRef, useState, type MouseEvent, type PointerEvent } from 'react';

/** Where a dragged item is shown while it follows the pointer. */
export interface DragGhost {
  itemId: string;
  label: string;
  x: number;
  y: number;
}

/** Movement in px before a press becomes a drag (below it, it stays a click). */
const DRAG_THRESHOLD = 6;

/**
 * Dragging with Pointer Events, so mouse, pen and touch (tablets) work alike; HTML5 drag and
 * drop has no touch support. Dropping reports the element under the pointer that carries
 * `data-drop`. A press without movement stays a click, which is the keyboard/click way.
 */
export function usePointerDrag(onDrop: (itemId: string, target: string) => void) {
  const [ghost, setGhost] = useState<DragGhost | null>(null);
  const press = useRef<{ itemId: string; label: string; x: number; y: number; moved: boolean } | null>(null);
  const swallowClick = useRef(false);

  const handlers = useCallback(
    (itemId: string, label: string, enabled: boolean) => ({
      onPointerDown(event: PointerEvent<HTMLElement>) {
        if (!enabled || (event.pointerType === 'mouse' && event.button !== 0)) return;
        swallowClick.current = false;
        press.current = { itemId, label, x: event.clientX, y: event.clientY, moved: false };
        event.currentTarget.setPointerCapture(event.pointerId);
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        const current = press.current;
        if (!current) return;
        if (!current.moved && Math.hypot(event.clientX - current.x, event.clientY - current.y) < DRAG_THRESHOLD) return;
        current.moved = true;
        setGhost({ itemId, label: current.label, x: event.clientX, y: event.clientY });
      },
      onPointerUp(event: PointerEvent<HTMLElement>) {
        const current = press.current;
        press.current = null;
        if (!current?.moved) return;
        swallowClick.current = true;
        setGhost(null);
        const target = document.elementFromPoint(event.clientX, event.clientY)?.closest<HTMLElement>('[data-drop]');
        if (target?.dataset.drop) onDrop(current.itemId, target.dataset.drop);
      },
      onPointerCancel() {
        press.current = null;
        setGhost(null);
      },
      // The click that ends a drag is not a choice.
      onClickCapture(event: MouseEvent<HTMLElement>) {
        if (!swallowClick.current) return;
        swallowClick.current = false;
        event.preventDefault();
        event.stopPropagation();
      },
    }),
    [onDrop],
  );

  return { ghost, dragHandlers: handlers };
}
