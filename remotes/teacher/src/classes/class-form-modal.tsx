import type { ClassDetail, ClassSummary } from 'api/client';
import { LIMITS } from 'api/client';
import { FormModal, TextAreaField, TextField, type AreaApi } from '@platform/ui';
import { useState } from 'react';
import { createClass, updateClass, uploadClassImage } from '../api';
import { IMAGE_RULES } from '@platform/ui/images';
import { messages as t } from '../messages';
import { classActionError, uploadError } from './class-errors';
import { canSubmitClass, classCodeError, EMPTY_CLASS_FORM, formValuesOf, toClassInput, type ClassFormValues } from './class-form';
import { PictureField, type PictureState } from './picture-field';

type EditableClass = Pick<ClassSummary, 'id' | 'name' | 'description' | 'class_code' | 'picture_url'>;

export interface ClassFormModalProps {
  api: AreaApi;
  /** Without a class: create; with one: edit it (fields prefilled). */
  cls?: EditableClass | null;
  onClose: () => void;
  /** Called with the saved class; the modal is closed by the caller (spec 4: modals close on success). */
  onSaved: (saved: ClassDetail, mode: 'created' | 'updated') => void;
}

/**
 * The create/edit class modal (spec 2, 4, 5): name (required), description,
 * class code (optional, checked live), picture (compressed in the browser and
 * uploaded on save). Mount it only while open: every opening starts fresh.
 */
export function ClassFormModal({ api, cls, onClose, onSaved }: ClassFormModalProps) {
  const editing = Boolean(cls);
  const [values, setValues] = useState<ClassFormValues>(() => (cls ? formValuesOf(cls) : EMPTY_CLASS_FORM));
  const [picture, setPicture] = useState<PictureState>(() =>
    cls?.picture_url ? { kind: 'stored', url: cls.picture_url } : { kind: 'none' },
  );
  const [pictureBusy, setPictureBusy] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const codeError = classCodeError(values.classCode);
  const set = (field: keyof ClassFormValues) => (value: string) => setValues((prev) => ({ ...prev, [field]: value }));

  const handleSubmit = async () => {
    if (!canSubmitClass(values) || pictureBusy) return;
    setSaving(true);
    setError(null);
    let pictureUrl: string | null = picture.kind === 'stored' ? picture.url : null;
    if (picture.kind === 'new') {
      try {
        pictureUrl = (await uploadClassImage(api, picture.file)).url;
        // Keep the upload: a retry after a failed save does not upload again.
        setPicture({ kind: 'stored', url: pictureUrl });
      } catch (err) {
        console.error('[area_teacher] picture upload failed', err);
        setError(uploadError(err, IMAGE_RULES.maxBytes));
        setSaving(false);
        return;
      }
    }
    try {
      const fields = toClassInput(values, pictureUrl);
      const saved = cls ? await updateClass(api, cls.id, fields) : await createClass(api, fields);
      onSaved(saved, cls ? 'updated' : 'created');
    } catch (err) {
      console.error(`[area_teacher] ${cls ? 'update' : 'create'} class failed`, err);
      setError(classActionError(err, cls ? 'update' : 'create'));
      setSaving(false);
    }
  };

  return (
    <FormModal
      open
      onClose={onClose}
      title={editing ? t.editTitle : t.createTitle}
      onSubmit={handleSubmit}
      errors={error}
      loading={saving}
      submitDisabled={!canSubmitClass(values) || pictureBusy}
      submitLabel={editing ? undefined : t.createSubmit}
      loadingLabel={editing ? undefined : t.createSubmitting}
      size="lg"
    >
      <TextField
        label={t.nameLabel}
        value={values.name}
        onChange={(event) => set('name')(event.target.value)}
        placeholder={t.namePlaceholder}
        maxLength={LIMITS.classNameMax}
        required
        aria-required="true"
        autoComplete="off"
        disabled={saving}
      />
      <TextAreaField
        label={t.descriptionLabel}
        value={values.description}
        onChange={(event) => set('description')(event.target.value)}
        placeholder={t.descriptionPlaceholder}
        maxLength={2000}
        rows={3}
        disabled={saving}
      />
      <TextField
        label={t.classCodeLabel}
        value={values.classCode}
        onChange={(event) => set('classCode')(event.target.value)}
        hint={t.classCodeHint}
        error={codeError}
        maxLength={LIMITS.classCodeMax}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        disabled={saving}
      />
      <PictureField picture={picture} onChange={setPicture} onBusyChange={setPictureBusy} disabled={saving} />
    </FormModal>
  );
}
