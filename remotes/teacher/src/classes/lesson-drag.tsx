/**
 * The drag-and-drop layer of a class's lesson list (@dnd-kit), in its own chunk: class-lessons.tsx
 * loads it when a pointer first comes over the list, so teachers who only look, or who use the
 * keyboard (the move buttons), never download it, and the class view stays within its bundle budget.
 */
import { closestCenter, DndContext, PointerSensor, useSensor, useSensors, type Announcements } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { CSSProperties, ReactNode } from 'react';

/** What a row needs to be dragged: its element, its handle and the offset while it moves. */
export interface DragBindings {
  setNodeRef: (element: HTMLElement | null) => void;
  setHandleRef: (element: HTMLElement | null) => void;
  handleListeners: ReturnType<typeof useSortable>['listeners'];
  style: CSSProperties;
  isDragging: boolean;
}

/** The list's drag context: a pointer drag (from 6 px, so clicks stay clicks) ends in `onDrop(active, over)`. */
export function LessonDragArea({
  ids,
  onDrop,
  announcements,
  instructions,
  children,
}: {
  ids: string[];
  onDrop: (activeId: string, overId: string | null) => void;
  announcements: Announcements;
  instructions: string;
  children: ReactNode;
}) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={({ active, over }) => onDrop(String(active.id), over ? String(over.id) : null)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: instructions } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** One sortable row; renders `children` with its drag bindings. */
export function SortableLesson({ id, children }: { id: string; children: (drag: DragBindings) => ReactNode }) {
  const { listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  return children({
    setNodeRef,
    setHandleRef: setActivatorNodeRef,
    handleListeners: listeners,
    style: { transform: CSS.Translate.toString(transform), transition },
    isDragging,
  });
}
