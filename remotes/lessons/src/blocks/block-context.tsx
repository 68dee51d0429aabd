import type { AreaApi, AreaGames, Profile } from '@platform/ui';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * What interactive blocks need besides their content: who is looking, in which class
 * (null for a teacher's own lesson outside a class, and in the editor without one), the
 * API, and the shell's game loader. The area provides it; the lesson view adds the class.
 */
export interface BlockContextValue {
  api: AreaApi;
  profile: Profile;
  classId: string | null;
  games?: AreaGames;
}

const BlockContext = createContext<BlockContextValue | null>(null);

export function BlockContextProvider({ value, children }: { value: BlockContextValue; children: ReactNode }) {
  return <BlockContext.Provider value={value}>{children}</BlockContext.Provider>;
}

/** Provides the class of the lesson being shown to the blocks inside. */
export function InClass({ classId, children }: { classId: string | null; children: ReactNode }) {
  const outer = useBlockContext();
  return <BlockContext.Provider value={{ ...outer, classId }}>{children}</BlockContext.Provider>;
}

export function useBlockContext(): BlockContextValue {
  const value = useContext(BlockContext);
  if (!value) throw new Error('useBlockContext outside BlockContextProvider');
  return value;
}
