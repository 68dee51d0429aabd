import { CUSTOM_GAME_TYPES, type CustomGame, type CustomGameType } from 'api/client';
import { Button, Icon, Link, MessageBox, Modal, PageLoadError, TextAreaField, TextField, useLoader, useNavigate, useSearchParams, type AreaApi, type AreaGames, type Profile } from '@platform/ui';
import { FileButton } from '@platform/ui/forms';
import { SAMPLE_GAMES } from '@lernplattform/game-kit/custom';
import { useId, useRef, useState } from 'react';
import { createGame, exportGameFile, getGame, importGameFile, updateGame } from '../api';
import { messages } from '../messages';
import { gameErrorReason } from './game-errors';
import * as form from './game-form';
import { GamePreview } from './game-preview';

const t = messages.customGames;

/**
 * '/teacher/create-game' (spec 2 'Game creation'): choose Zuordnen or Multiple Choice, fill in the
 * settings form, watch the live preview, save. With `?id=` the same screen edits an own game.
 */
export function CreateGamePage({ api, profile, games }: { api: AreaApi; profile: Profile | null; games?: AreaGames }) {
  const [params] = useSearchParams();
  const editId = params.get('id');
  const navigate = useNavigate();
  const [values, setValues] = useState<form.GameFormValues>(() => form.emptyGameForm());
  const [original, setOriginal] = useState<CustomGame | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<CustomGame | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [importNotice, setImportNotice] = useState<{ kind: 'success' | 'warning' | 'error'; text: string } | null>(null);
  const [importing, setImporting] = useState(false);
  const ids = useId();

  const handleImport = async (file: File | undefined) => {
    if (!file) return;
    setImporting(true);
    setImportNotice(null);
    try {
      const result = await importGameFile(api, form.importFormatOf(file.name), await file.text());
      setValues((v) => form.applyImport(v, result));
      setImportNotice({ kind: result.skipped.length ? 'warning' : 'success', text: result.summary });
    } catch (error) {
      console.error('[area_teacher] import failed', error);
      setImportNotice({ kind: 'error', text: t.importFailed(gameErrorReason(error)) });
    } finally {
      setImporting(false);
    }
  };
  const handleExport = async (format: 'moodle-xml' | 'csv') => {
    if (!original) return;
    try {
      await exportGameFile(api, original.id, format);
    } catch (error) {
      console.error('[area_teacher] export failed', error);
      setImportNotice({ kind: 'error', text: t.exportFailed(gameErrorReason(error)) });
    }
  };

  // With ?id=: the own game to edit, shown in the form once loaded (not after the address moved on).
  const shownId = useRef(editId);
  shownId.current = editId;
  const { state: loaded } = useLoader(editId ?? 'new', async () => {
    if (!editId) return null;
    const game = await getGame(api, editId);
    if (shownId.current === editId) {
      setOriginal(game);
      setValues(form.formOf(game));
    }
    return game;
  }, gameErrorReason);
  const loadError = loaded.status === 'error' ? loaded.error : null;

  const canSave = form.canSaveGame(values, profile !== null) && !saving;
  const timeLimitValid = !values.timer || form.parseTimeLimit(values.timeLimit) !== null;
  const preview = form.previewContent(values, SAMPLE_GAMES[values.gameType]);

  const handleSave = async () => {
    if (!canSave) return;
    setSaving(true);
    try {
      const body = form.toGameBody(values);
      const game = original ? await updateGame(api, original.id, body) : await createGame(api, body);
      setOriginal(game);
      setSaved(game);
    } catch (error) {
      console.error('[area_teacher] save game failed', error);
      setSaveError(t.saveFailed(gameErrorReason(error)));
    } finally {
      setSaving(false);
    }
  };
  const handleReset = () => {
    setValues(original ? form.formOf(original) : form.emptyGameForm(values.gameType));
    setReloadKey((k) => k + 1);
  };
  const title = editId ? t.editTitle : messages.createGameTitle;

  return (
    <div className="ui-page tc-create-game">
      <title>{`${title} · Lernplattform`}</title>
      <Link to="/teacher/games" className="ui-back-link">
        <Icon name="arrow-left" /> {messages.gamesTitle}
      </Link>
      <h1 className="ui-page-title">{title}</h1>
      {loadError ? <PageLoadError title={loadError} /> : null}

      <div className="tc-create-game__layout">
        <form
          className="ui-stack tc-create-game__form"
          aria-labelledby={`${ids}-settings`}
          onSubmit={(event) => {
            event.preventDefault();
            void handleSave();
          }}
        >
          <fieldset className="tc-segmented">
            <legend>{t.templateLegend}</legend>
            <div className="tc-segmented__options">
              {CUSTOM_GAME_TYPES.map((type: CustomGameType) => (
                <label key={type} className="tc-segmented__option">
                  <input
                    type="radio"
                    name={`${ids}-template`}
                    value={type}
                    checked={values.gameType === type}
                    onChange={() => setValues((v) => ({ ...v, gameType: type }))}
                  />
                  <span>{t.templates[type].label}</span>
                </label>
              ))}
            </div>
            <p className="ui-field__hint">{t.templates[values.gameType].hint}</p>
          </fieldset>

          <section className="ui-stack" aria-labelledby={`${ids}-import`}>
            <h2 id={`${ids}-import`} className="ui-section-title">
              {t.importHeading}
            </h2>
            <div className="ui-field">
              <p className="ui-field__label" id={`${ids}-file-label`}>
                {t.importLabel}
              </p>
              <div>
                <FileButton
                  id={`${ids}-file`}
                  fieldLabel={t.importLabel}
                  accept=".xml,.csv,text/xml,application/xml,text/csv"
                  describedBy={`${ids}-file-hint`}
                  disabled={importing}
                  onFile={(file) => void handleImport(file)}
                />
              </div>
              <p id={`${ids}-file-hint`} className="ui-field__hint">
                {t.importHint}
              </p>
            </div>
            <div aria-live="polite">
              {importing ? <p role="status">{t.importing}</p> : null}
              {importNotice ? <MessageBox kind={importNotice.kind}>{importNotice.text}</MessageBox> : null}
            </div>
            {original ? (
              <div className="tc-create-game__actions">
                <Button variant="subtle" size="sm" onClick={() => void handleExport('moodle-xml')}>
                  {t.exportMoodle}
                </Button>
                <Button variant="subtle" size="sm" onClick={() => void handleExport('csv')}>
                  {t.exportCsv}
                </Button>
              </div>
            ) : null}
          </section>

          <h2 id={`${ids}-settings`} className="ui-section-title">
            {t.settingsHeading}
          </h2>
          <TextField label={t.nameLabel} required maxLength={200} value={values.name} onChange={(e) => setValues({ ...values, name: e.currentTarget.value })} />
          <TextAreaField
            label={t.descriptionLabel}
            hint={t.descriptionHint}
            rows={2}
            maxLength={2000}
            value={values.description}
            onChange={(e) => setValues({ ...values, description: e.currentTarget.value })}
          />

          {values.gameType === 'matching' ? <PairsEditor values={values} onChange={setValues} /> : <QuestionsEditor values={values} onChange={setValues} />}

          <fieldset className="ui-stack tc-game-settings">
            <legend className="ui-field__label">{t.settingsHeading}</legend>
            {values.gameType === 'matching' ? (
              <label className="tc-check">
                <input type="checkbox" checked={values.shuffleColumns} onChange={(e) => setValues({ ...values, shuffleColumns: e.currentTarget.checked })} />
                {t.shuffleColumns}
              </label>
            ) : null}
            <label className="tc-check">
              <input type="checkbox" checked={values.timer} onChange={(e) => setValues({ ...values, timer: e.currentTarget.checked })} />
              {t.timer}
            </label>
            {values.timer ? (
              <TextField
                label={t.timeLimitLabel}
                hint={t.timeLimitHint}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                value={values.timeLimit}
                error={timeLimitValid ? undefined : t.timeLimitInvalid}
                onChange={(e) => setValues({ ...values, timeLimit: e.currentTarget.value })}
              />
            ) : null}
          </fieldset>

          <div className="tc-create-game__actions">
            <Button type="submit" size="lg" disabled={!canSave} loading={saving}>
              {saving ? t.saving : t.save}
            </Button>
            <Button variant="subtle" size="lg" onClick={handleReset}>
              {t.reset}
            </Button>
          </div>
          {!canSave && !saving ? <p className="ui-field__hint">{t.saveHint}</p> : null}
        </form>

        <section className="ui-stack tc-create-game__preview" aria-labelledby={`${ids}-preview`}>
          <div className="ui-section-header">
            <h2 id={`${ids}-preview`} className="ui-section-title">
              {t.previewHeading}
            </h2>
            <Button variant="subtle" size="sm" onClick={() => setReloadKey((k) => k + 1)}>
              {t.reloadPreview}
            </Button>
          </div>
          <p className="ui-field__hint">{t.previewHint}</p>
          <div className="tc-create-game__stage">
            <GamePreview games={games} type={values.gameType} content={preview} reloadKey={reloadKey} loadingLabel={messages.customGames.loading} errorLabel={messages.customGames.previewFailed} />
          </div>
        </section>
      </div>

      <Modal
        open={saved !== null}
        onClose={() => setSaved(null)}
        title={editId ? t.savedTitle : t.createdTitle}
        footer={
          <>
            <Button variant="subtle" onClick={() => navigate('/teacher/games')}>
              {t.toOverview}
            </Button>
            <Button onClick={() => saved && navigate(`/games/custom/${saved.id}`)}>{t.toGame}</Button>
          </>
        }
      >
        <p>{t.createdText}</p>
      </Modal>
      <Modal open={saveError !== null} onClose={() => setSaveError(null)} title={t.errorTitle} role="alertdialog" footer={<Button onClick={() => setSaveError(null)}>{t.close}</Button>}>
        <p>{saveError}</p>
      </Modal>
    </div>
  );
}

type EditorProps = { values: form.GameFormValues; onChange: (values: form.GameFormValues) => void };

function PairsEditor({ values, onChange }: EditorProps) {
  return (
    <fieldset className="ui-stack tc-game-rows">
      <legend className="ui-field__label">{t.pairsHeading}</legend>
      <p className="ui-field__hint">{t.pairsHint}</p>
      <ol className="ui-list-reset ui-stack">
        {values.pairs.map((pair, index) => (
          <li key={pair.id} className="tc-game-row">
            <TextField label={t.pairStart(index + 1)} value={pair.start} maxLength={500} onChange={(e) => onChange(form.updatePair(values, pair.id, { start: e.currentTarget.value }))} />
            <TextField label={t.pairEnd(index + 1)} value={pair.end} maxLength={500} onChange={(e) => onChange(form.updatePair(values, pair.id, { end: e.currentTarget.value }))} />
            <Button variant="icon-light" size="sm" aria-label={t.removePair(index + 1)} disabled={!form.canRemovePair(values)} onClick={() => onChange(form.removePair(values, pair.id))}>
              <Icon name="trash" />
            </Button>
          </li>
        ))}
      </ol>
      <div>
        <Button variant="subtle" disabled={!form.canAddPair(values)} onClick={() => onChange(form.addPair(values))}>
          <Icon name="plus" /> {t.addPair}
        </Button>
      </div>
    </fieldset>
  );
}

function QuestionsEditor({ values, onChange }: EditorProps) {
  return (
    <div className="ui-stack tc-game-rows">
      <h3 className="ui-field__label">{t.questionsHeading}</h3>
      <p className="ui-field__hint">{t.questionsHint}</p>
      {values.questions.map((question, qIndex) => {
        const q = qIndex + 1;
        return (
          <fieldset key={question.id} className="ui-stack tc-game-question">
            <legend className="ui-field__label">{t.questionLabel(q)}</legend>
            <TextField label={t.questionLabel(q)} value={question.question} maxLength={500} onChange={(e) => onChange(form.setQuestionText(values, question.id, e.currentTarget.value))} />
            <ol className="ui-list-reset ui-stack">
              {question.answers.map((answer, aIndex) => (
                <li key={aIndex} className="tc-game-row tc-game-row--answer">
                  <label className="tc-check">
                    <input type="checkbox" checked={question.correctAnswers.includes(aIndex)} onChange={() => onChange(form.toggleCorrect(values, question.id, aIndex))} />
                    <span className="ui-visually-hidden">{t.correctLabelPrefix(q, aIndex + 1)}</span>
                    <span>{t.correctToggle}</span>
                  </label>
                  <TextField label={t.answerLabel(q, aIndex + 1)} value={answer} maxLength={500} onChange={(e) => onChange(form.setAnswer(values, question.id, aIndex, e.currentTarget.value))} />
                  <Button variant="icon-light" size="sm" aria-label={t.removeAnswer(q, aIndex + 1)} disabled={!form.canRemoveAnswer(question)} onClick={() => onChange(form.removeAnswer(values, question.id, aIndex))}>
                    <Icon name="trash" />
                  </Button>
                </li>
              ))}
            </ol>
            <div className="tc-create-game__actions">
              <Button variant="subtle" size="sm" disabled={!form.canAddAnswer(question)} onClick={() => onChange(form.addAnswer(values, question.id))}>
                <Icon name="plus" /> {t.addAnswer(q)}
              </Button>
              <Button variant="subtle" size="sm" disabled={!form.canRemoveQuestion(values)} onClick={() => onChange(form.removeQuestion(values, question.id))}>
                <Icon name="trash" /> {t.removeQuestion(q)}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <div>
        <Button variant="subtle" disabled={!form.canAddQuestion(values)} onClick={() => onChange(form.addQuestion(values))}>
          <Icon name="plus" /> {t.addQuestion}
        </Button>
      </div>
    </div>
  );
}
