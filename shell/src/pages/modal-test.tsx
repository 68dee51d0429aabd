import {
  Button,
  Card,
  ConfirmDialog,
  FormModal,
  Icon,
  MessageBox,
  Modal,
  SkeletonGrid,
  TextField,
  type ModalSize,
} from '@platform/ui';
import { useState } from 'react';
import { messages } from '../messages';

const SIZES: ModalSize[] = ['sm', 'md', 'lg', 'xl', 'full'];

/** '/modal-test': developer showcase of the shared interface parts. */
export function ModalTestPage() {
  const t = messages.modalTest;
  const [size, setSize] = useState<ModalSize | null>(null);
  const [locked, setLocked] = useState(false);
  const [form, setForm] = useState(false);
  const [formName, setFormName] = useState('');
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [confirm, setConfirm] = useState(false);

  return (
    <div className="ui-page">
      <title>{`${t.title} · ${messages.appName}`}</title>
      <div className="ui-stack">
        <h1 className="ui-page-title">{t.title}</h1>
        <p className="ui-muted">{t.lead}</p>
      </div>

      <section className="shell-showcase-section" aria-labelledby="mt-buttons">
        <h2 id="mt-buttons" className="ui-section-title">
          {t.buttons}
        </h2>
        <div className="ui-row">
          <Button>{t.solid}</Button>
          <Button variant="subtle">{t.subtle}</Button>
          <Button variant="light">{t.light}</Button>
          <Button variant="destructive">{t.destructive}</Button>
          <Button variant="icon-light" aria-label={t.iconLabel}>
            <Icon name="pencil" />
          </Button>
        </div>
      </section>

      <section className="shell-showcase-section" aria-labelledby="mt-messages">
        <h2 id="mt-messages" className="ui-section-title">
          {t.messages}
        </h2>
        <MessageBox kind="error">{t.errorSample}</MessageBox>
        <MessageBox kind="success">{t.successSample}</MessageBox>
        <MessageBox kind="warning">{t.warningSample}</MessageBox>
      </section>

      <section className="shell-showcase-section" aria-labelledby="mt-modals">
        <h2 id="mt-modals" className="ui-section-title">
          {t.modals}
        </h2>
        <div className="ui-row">
          {SIZES.map((s) => (
            <Button key={s} variant="light" onClick={() => setSize(s)}>
              {t.openModal(s)}
            </Button>
          ))}
          <Button variant="light" onClick={() => setLocked(true)}>
            {t.openLocked}
          </Button>
          <Button variant="light" onClick={() => setForm(true)}>
            {t.openForm}
          </Button>
          <Button variant="light" onClick={() => setConfirm(true)}>
            {t.openConfirm}
          </Button>
        </div>
      </section>

      <section className="shell-showcase-section" aria-labelledby="mt-fields">
        <h2 id="mt-fields" className="ui-section-title">
          {t.fields}
        </h2>
        <TextField label={t.fieldLabel} hint={t.fieldHint} />
      </section>

      <section className="shell-showcase-section" aria-labelledby="mt-cards">
        <h2 id="mt-cards" className="ui-section-title">
          {t.cards}
        </h2>
        <div className="ui-grid">
          <Card>
            <h3 className="ui-card__title">{t.cardTitle}</h3>
            <p className="ui-muted">{t.cardText}</p>
          </Card>
        </div>
      </section>

      <section className="shell-showcase-section" aria-labelledby="mt-skeletons">
        <h2 id="mt-skeletons" className="ui-section-title">
          {t.skeletons}
        </h2>
        <SkeletonGrid count={3} />
      </section>

      <Modal open={size !== null} onClose={() => setSize(null)} size={size ?? 'lg'} title={t.modalTitle(size ?? 'lg')}>
        <p>{t.modalText}</p>
      </Modal>
      <Modal
        open={locked}
        onClose={() => undefined}
        dismissable={false}
        size="sm"
        title={t.lockedTitle}
        footer={<Button onClick={() => setLocked(false)}>{t.lockedClose}</Button>}
      >
        <p>{t.lockedText}</p>
      </Modal>
      <FormModal
        open={form}
        title={t.formTitle}
        size="md"
        errors={formErrors}
        onClose={() => {
          setForm(false);
          setFormErrors([]);
        }}
        onSubmit={() => {
          if (!formName.trim()) {
            setFormErrors([t.formError]);
            return;
          }
          setForm(false);
          setFormErrors([]);
          setFormName('');
        }}
      >
        <TextField label={t.formField} value={formName} onChange={(event) => setFormName(event.target.value)} />
      </FormModal>
      <ConfirmDialog
        open={confirm}
        title={t.confirmTitle}
        message={t.confirmText}
        confirmLabel={t.confirmAction}
        destructive
        onCancel={() => setConfirm(false)}
        onConfirm={() => setConfirm(false)}
      />
    </div>
  );
}
