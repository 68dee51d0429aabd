import { Button, copyText } from '@platform/ui';
import { useEffect, useRef, useState } from 'react';
import { pageMessages } from './page-messages';

/** Clipboard notice duration (spec section 9: 2 s). */
const COPIED_NOTICE_MS = 2_000;

/** A copy button with its 2 s notice ('Link zum Spiel kopieren', the embed code). */
export function CopyButton({ label, copiedText, text }: { label: string; copiedText: string; text: () => string }) {
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const handleCopy = async () => {
    const ok = await copyText(text());
    setCopyState(ok ? 'copied' : 'failed');
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopyState('idle'), COPIED_NOTICE_MS);
  };
  return (
    <>
      <Button variant="subtle" size="sm" onClick={handleCopy}>
        {label}
      </Button>
      <span aria-live="polite" className={copyState === 'idle' ? 'ui-visually-hidden' : 'shell-copy-notice'}>
        {copyState === 'copied' ? copiedText : copyState === 'failed' ? pageMessages.game.copyFailed : ''}
      </span>
    </>
  );
}
