import {
  closestCenter, DndContext, KeyboardSensor, PointerSensor, TouchSensor, useSensor, useSensors, type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';

/**
 * A vertical list whose items can be dragged (mouse, touch, or keyboard on the
 * handle) with dnd-kit, a well-kept accessible drag-and-drop library. Dragging is
 * never the only way: every item also has 'Nach oben' / 'Nach unten' buttons.
 */
export function SortableList<T>(props: {
  items: T[];
  keyOf: (item: T) => string;
  labelOf: (item: T) => string;
  onMove: (from: number, to: number) => void;
  children: (item: T, index: number, handle: (label: string) => ReactNode) => ReactNode;
  className?: string;
  label: string;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = props.items.map(props.keyOf);
  const labelOfId = (id: string | number) => {
    const item = props.items.find((i) => props.keyOf(i) === id);
    return item ? props.labelOf(item) : '';
  };
  const position = (id: string | number | undefined) => (id === undefined ? 0 : ids.indexOf(String(id)) + 1);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    props.onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: 'Zum Verschieben Leertaste drücken, dann mit den Pfeiltasten bewegen und mit Leertaste ablegen. Escape bricht ab.' },
        announcements: {
          onDragStart: ({ active }) => `${labelOfId(active.id)} aufgenommen, Position ${position(active.id)} von ${ids.length}.`,
          onDragOver: ({ active, over }) => (over ? `${labelOfId(active.id)} über Position ${position(over.id)}.` : `${labelOfId(active.id)} ausserhalb der Liste.`),
          onDragEnd: ({ active, over }) => (over ? `${labelOfId(active.id)} abgelegt auf Position ${position(over.id)}.` : `${labelOfId(active.id)} abgelegt.`),
          onDragCancel: ({ active }) => `Verschieben abgebrochen. ${labelOfId(active.id)} bleibt an Position ${position(active.id)}.`,
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className={props.className} aria-label={props.label}>
          {props.items.map((item, index) => (
            <SortableItem key={props.keyOf(item)} id={props.keyOf(item)}>
              {(handle) => props.children(item, index, handle)}
            </SortableItem>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({ id, children }: { id: string; children: (handle: (label: string) => ReactNode) => ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const handle = (label: string) => (
    <button type="button" ref={setActivatorNodeRef} className="lz-drag-handle" aria-label={label} title={label} {...attributes} {...listeners}>
      <span aria-hidden="true">⠿</span>
    </button>
  );
  return (
    <li ref={setNodeRef} className="lz-sortable" data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}>
      {children(handle)}
    </li>
  );
}
