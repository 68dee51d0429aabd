import type { ReactionResults } from 'api/client';
import type { AreaApi } from '@platform/ui';
import { useLiveEvents, type LiveEvent } from '@platform/ui/live';
import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';
import { openPollEvents } from './reaction-api';

/**
 * A poll change as it arrives live (counts only; results left out where the viewer may not see them),
 * or, for the class's teacher, 'game-results' when a game block's results changed, and for a student 'game-try' when
 * the teacher granted them another try.
 */
export interface PollChange { kind: 'votes' | 'reset' | 'game-results' | 'game-try'; block_id: string; class_id: string; results?: ReactionResults }

interface PollListener { onChange(change: PollChange): void; onReconnect(): void }

/** What a poll block in a lesson opened from a class needs: the API, the class and its live changes. */
export interface PollLiveContext {
  api: AreaApi;
  classId: string;
  /** Follows one poll's changes; returns the unsubscribe. */
  listen(blockId: string, listener: PollListener): () => void;
}

const Context = createContext<PollLiveContext | null>(null);

/** The poll blocks' context; null outside a lesson opened from a class (editor preview, 'Eigene Lektion'). */
export const usePollLive = () => useContext(Context);

/**
 * One SSE connection per lesson view (class + lesson), shared by all its polls: events are
 * handed to the poll they name; after a reconnect every poll reloads its counts (spec 9).
 */
export function PollLive({ api, classId, lessonId, children }: { api: AreaApi; classId: string | null; lessonId: string; children: ReactNode }) {
  const listeners = useRef(new Map<string, Set<PollListener>>());
  const open = useMemo(() => (classId ? openPollEvents(api, classId, lessonId) : null), [api, classId, lessonId]);
  useLiveEvents(
    classId ? `${classId}:${lessonId}` : null,
    open,
    (e: LiveEvent) => {
      if (e.event !== 'poll') return;
      const change = e.data as PollChange;
      for (const l of listeners.current.get(change.block_id) ?? []) l.onChange(change);
    },
    ({ reconnected }) => {
      if (!reconnected) return;
      for (const set of listeners.current.values()) for (const l of set) l.onReconnect();
    },
  );
  const value = useMemo<PollLiveContext | null>(() => (classId ? {
    api, classId,
    listen(blockId, listener) {
      let set = listeners.current.get(blockId);
      if (!set) listeners.current.set(blockId, (set = new Set()));
      set.add(listener);
      return () => set.delete(listener);
    },
  } : null), [api, classId]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}
