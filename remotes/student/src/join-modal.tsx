import type { Enrollment } from 'api/client';
import { FormModal, TextField, type AreaApi } from '@platform/ui';
import { useState } from 'react';
import { joinClass } from './api';
import { joinErrorMessage, normalizeJoinCode } from './join-code';
import { messages as t } from './messages';

/**
 * 'Klasse beitreten' (spec 2, 5, 8): one code field; the code is trimmed and
 * uppercased before it is sent; errors in German. Mount it only while open.
 */
export function JoinClassModal({
  api,
  onClose,
  onJoined,
}: {
  api: AreaApi;
  onClose: () => void;
  onJoined: (enrollment: Enrollment) => void;
}) {
  const [code, setCode] = useState('');
  const [joining, setJoining] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const normalized = normalizeJoinCode(code);

  const handleSubmit = async () => {
    if (!normalized) return;
    setJoining(true);
    setError(null);
    try {
      const enrollment = await joinClass(api, normalized);
      onJoined(enrollment);
    } catch (err) {
      console.error('[area_student] joining class failed', err);
      setError(joinErrorMessage(err));
      setJoining(false);
    }
  };

  return (
    <FormModal
      open
      onClose={onClose}
      title={t.joinTitle}
      size="md"
      onSubmit={handleSubmit}
      errors={error}
      loading={joining}
      submitDisabled={!normalized}
      submitLabel={t.joinSubmit}
      loadingLabel={t.joinSubmitting}
    >
      <p>{t.joinLead}</p>
      <TextField
        label={t.codeLabel}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          if (error) setError(null);
        }}
        placeholder={t.codePlaceholder}
        maxLength={20}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        disabled={joining}
        className="ui-field--code"
      />
    </FormModal>
  );
}
