import { parseGameResultMessage, type GameResultMessage } from '@lernplattform/game-contract';
import type { GameProps } from '@platform/ui';
import type { GameManifestEntry } from 'api/client';
import { useEffect, useRef, type ComponentType } from 'react';
import { remoteLogger } from './load-remote';

/** Keys a result message may carry besides the game's result keys (the kit's message shape). */
const ENVELOPE_KEYS = new Set(['quizId', 'result', 'seed', 'log']);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The result a sandboxed game's page posted, if it is one this game may send: the registry's quiz
 * id, only the game's result keys, and an xAPI-shaped `result` the lesson can read. Anything else
 * (another game's message, extra keys, a forged quiz id) is dropped.
 */
export function acceptSandboxedResult(data: unknown, meta: Pick<GameManifestEntry, 'quizId' | 'resultKeys'>): GameResultMessage | null {
  if (!isRecord(data) || data.quizId !== meta.quizId) return null;
  const allowed = new Set(meta.resultKeys ?? []);
  for (const key of Object.keys(data)) if (!ENVELOPE_KEYS.has(key) && !allowed.has(key)) return null;
  // The contract's own check of the message's shape (the same one the kit and the API use).
  const parsed = parseGameResultMessage(data);
  return parsed.ok ? parsed.message : null;
}

/**
 * A sandboxed game (trust level 'sandboxed' on /admin/games): its standalone page in an
 * `<iframe sandbox="allow-scripts">` (an opaque origin: no access to the platform's storage,
 * cookies or DOM), results only through postMessage from that very frame, checked against the
 * registry's quiz id and result keys before the host (a lesson) stores them like any other.
 */
export function sandboxedGame(key: string, meta: GameManifestEntry): ComponentType<GameProps> {
  const log = remoteLogger(meta.name);
  function SandboxedGame({ onResult, onStart, preview, seed }: GameProps) {
    const frame = useRef<HTMLIFrameElement>(null);
    const handlers = useRef({ onResult, onStart });
    handlers.current = { onResult, onStart };
    useEffect(() => {
      const receive = (event: MessageEvent) => {
        if (!frame.current || event.source !== frame.current.contentWindow) return;
        const accepted = acceptSandboxedResult(event.data, meta);
        if (!accepted) {
          log.warn('ignored a message from the sandboxed game', event.data);
          return;
        }
        if (!preview) handlers.current.onResult?.(accepted);
      };
      window.addEventListener('message', receive);
      return () => window.removeEventListener('message', receive);
    }, [preview]);
    const src = new URL(meta.embed ?? 'about:blank', window.location.href);
    src.searchParams.set('parentOrigin', window.location.origin);
    // The round's seed from the server (a lesson draws it): the kit's standalone page plays `?seed=`.
    if (seed !== undefined) src.searchParams.set('seed', String(seed));
    return (
      <iframe
        ref={frame}
        className="gk-game shell-sandboxed-game"
        title={meta.title}
        src={src.href}
        sandbox="allow-scripts"
        referrerPolicy="no-referrer"
        style={{ width: '100%', minHeight: '70vh', border: 0 }}
        // The round counts from the page's load: the sandboxed page cannot tell the host its start overlay ended.
        onLoad={() => handlers.current.onStart?.()}
        data-game-key={key}
      />
    );
  }
  SandboxedGame.displayName = `Sandboxed(${meta.name})`;
  return SandboxedGame;
}
