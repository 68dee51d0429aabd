/**
 * Spec 9: the poll's session id, a random UUID kept in browser storage under a key built from
 * the interaction type, block and class, regenerated on reset. The server counts one vote per
 * signed-in student anyway; the id travels with each vote as the spec's calls do.
 */
const keyOf = (blockId: string, classId: string) => `reaction:${blockId}:${classId}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked: an id per page load still works
  }
}

export function pollSessionId(blockId: string, classId: string): string {
  const key = keyOf(blockId, classId);
  const existing = storage()?.getItem(key);
  if (existing) return existing;
  return renewPollSessionId(blockId, classId);
}

export function renewPollSessionId(blockId: string, classId: string): string {
  const id = crypto.randomUUID();
  storage()?.setItem(keyOf(blockId, classId), id);
  return id;
}
