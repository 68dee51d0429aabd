import { Button, Modal } from '@platform/ui';
import { messages as t } from '../messages';

/** The platform's address as students type it: host without 'https://' (and without a trailing slash). */
export function platformAddress(origin: string): string {
  return origin.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

/**
 * 'Code gross anzeigen' (issue 23 A): the invitation code for the projector, readable from the back
 * of the room, with the platform's address and the three steps to join. Full-screen, closes with Escape.
 */
export function ProjectorCode({ className, code, onClose }: { className: string; code: string; onClose: () => void }) {
  const address = platformAddress(window.location.origin);
  return (
    <Modal
      open
      size="full"
      onClose={onClose}
      title={t.projectorTitle(className)}
      className="tc-projector"
      footer={<Button onClick={onClose}>{t.close}</Button>}
    >
      <div className="tc-projector__body">
        <p className="tc-projector__step">{t.projectorStep1}</p>
        <p className="tc-projector__address" data-testid="projector-address">{address}</p>
        <p className="tc-projector__step">{t.projectorStep2}</p>
        <p className="tc-projector__code" data-testid="projector-code" aria-label={t.projectorCodeLabel(code)}>
          {code}
        </p>
      </div>
    </Modal>
  );
}
