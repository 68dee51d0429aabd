import {
  Button,
  ConfirmDialog,
  FormModal,
  MessageBox,
  Modal,
  TextField,
  uiMessages,
  type ModalSize,
} from '@platform/ui';
import { useEffect, useRef, useState } from 'react';
import { showcaseMessages as t } from './messages';
import { ShowcaseSection } from './showcase-section';

const SIZES: ModalSize[] = ['sm', 'md', 'lg', 'xl', 'full'];

/** Pretend network time of the demos, so 'Speichern...' and the spinners are visible. */
const DEMO_DELAY_MS = 900;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every modal size (default lg), a non-dismissable modal and one with long content. */
export function ModalsSection() {
  const [size, setSize] = useState<ModalSize | null>(null);
  const [locked, setLocked] = useState(false);
  const [long, setLong] = useState(false);
  const shown = size ?? 'lg';
  return (
    <ShowcaseSection id="modals" title={t.modals.title} text={t.modals.text}>
      <ul className="ui-list-reset mt-sizes">
        {SIZES.map((s) => (
          <li key={s} className="mt-size">
            <span className={`mt-size__preview mt-size__preview--${s}`} aria-hidden="true">
              <span />
            </span>
            <span className="mt-size__name">
              <code className="mt-code">{s}</code>
              {s === 'lg' ? <span className="ui-badge">{t.modals.defaultBadge}</span> : null}
            </span>
            <span className="mt-size__width">{t.modals.widths[s]}</span>
            <Button variant="light" size="sm" aria-label={t.modals.openSize(s)} onClick={() => setSize(s)}>
              {t.modals.open}
            </Button>
          </li>
        ))}
      </ul>
      <div className="mt-variants">
        <div className="mt-variant">
          <div>
            <h3 className="mt-subtitle">{t.modals.lockedTitle}</h3>
            <p className="ui-muted">{t.modals.lockedCard}</p>
          </div>
          <Button variant="subtle" onClick={() => setLocked(true)}>
            {t.modals.lockedOpen}
          </Button>
        </div>
        <div className="mt-variant">
          <div>
            <h3 className="mt-subtitle">{t.modals.longTitle}</h3>
            <p className="ui-muted">{t.modals.longCard}</p>
          </div>
          <Button variant="subtle" onClick={() => setLong(true)}>
            {t.modals.longOpen}
          </Button>
        </div>
      </div>

      <Modal
        open={size !== null}
        onClose={() => setSize(null)}
        size={shown}
        title={t.modals.modalTitle(shown)}
        footer={<Button onClick={() => setSize(null)}>{t.modals.close}</Button>}
      >
        <p>{t.modals.modalText(shown, t.modals.widths[shown] ?? '')}</p>
        <p className="ui-muted">{t.modals.modalHint}</p>
        <TextField label={t.modals.sampleField} />
      </Modal>
      <Modal
        open={locked}
        onClose={() => undefined}
        dismissable={false}
        size="sm"
        title={t.modals.lockedTitle}
        footer={<Button onClick={() => setLocked(false)}>{t.modals.lockedClose}</Button>}
      >
        <p>{t.modals.lockedText}</p>
      </Modal>
      <Modal
        open={long}
        onClose={() => setLong(false)}
        size="md"
        title={t.modals.longTitle}
        footer={<Button onClick={() => setLong(false)}>{t.modals.close}</Button>}
      >
        {Array.from({ length: 24 }, (_, i) => (
          <p key={i}>{t.modals.longParagraph(i + 1)}</p>
        ))}
      </Modal>
    </ShowcaseSection>
  );
}

/** The form modal with a demo validation, a simulated server error and the loading label. */
export function FormSection() {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [failServer, setFailServer] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const mounted = useMounted();

  const close = () => {
    setOpen(false);
    setErrors([]);
  };

  const handleSubmit = async () => {
    const problems: string[] = [];
    if (!name.trim()) problems.push(t.form.nameRequired);
    if (code.trim() && !/^[A-Za-z0-9]{2,10}$/.test(code.trim())) problems.push(t.form.codeInvalid);
    setErrors(problems);
    if (problems.length > 0) return;
    setSaving(true);
    await wait(DEMO_DELAY_MS);
    if (!mounted.current) return;
    setSaving(false);
    if (failServer) {
      setErrors([t.form.serverError]);
      return;
    }
    setSaved(t.form.saved(name.trim()));
    setName('');
    setCode('');
    close();
  };

  return (
    <ShowcaseSection id="formular" title={t.form.title} text={t.form.text}>
      <div className="mt-variant">
        <p className="mt-defaults">
          <span className="ui-muted">{t.form.defaults}:</span>
          {[uiMessages.errorHeading, uiMessages.save, uiMessages.saving, uiMessages.cancel].map((label) => (
            <code key={label} className="mt-code">
              {label}
            </code>
          ))}
        </p>
        <Button
          onClick={() => {
            setSaved(null);
            setOpen(true);
          }}
        >
          {t.form.open}
        </Button>
      </div>
      {saved ? <MessageBox kind="success">{saved}</MessageBox> : null}
      <FormModal
        open={open}
        title={t.form.modalTitle}
        size="md"
        errors={errors}
        loading={saving}
        onClose={close}
        onSubmit={handleSubmit}
      >
        <TextField label={t.form.name} value={name} maxLength={200} onChange={(event) => setName(event.target.value)} />
        <TextField
          label={t.form.code}
          hint={t.form.codeHint}
          value={code}
          maxLength={10}
          onChange={(event) => setCode(event.target.value)}
        />
        <label className="mt-check">
          <input type="checkbox" checked={failServer} onChange={(event) => setFailServer(event.target.checked)} />
          {t.form.simulateFailure}
        </label>
      </FormModal>
    </ShowcaseSection>
  );
}

/** The confirmation dialog, as used before deleting a class or a user. */
export function ConfirmSection() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ kind: 'success' | 'warning'; text: string } | null>(null);
  const mounted = useMounted();

  const handleConfirm = async () => {
    setBusy(true);
    await wait(DEMO_DELAY_MS);
    if (!mounted.current) return;
    setBusy(false);
    setOpen(false);
    setResult({ kind: 'success', text: t.confirm.done });
  };

  return (
    <ShowcaseSection id="bestaetigung" title={t.confirm.title} text={t.confirm.text}>
      <div className="ui-row">
        <Button
          variant="destructive"
          onClick={() => {
            setResult(null);
            setOpen(true);
          }}
        >
          {t.confirm.open}
        </Button>
      </div>
      {result ? <MessageBox kind={result.kind}>{result.text}</MessageBox> : null}
      <ConfirmDialog
        open={open}
        title={t.confirm.dialogTitle}
        message={t.confirm.question(t.confirm.className)}
        confirmLabel={t.confirm.confirmLabel}
        destructive
        loading={busy}
        onCancel={() => {
          setOpen(false);
          setResult({ kind: 'warning', text: t.confirm.cancelled });
        }}
        onConfirm={handleConfirm}
      />
    </ShowcaseSection>
  );
}

function useMounted() {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
