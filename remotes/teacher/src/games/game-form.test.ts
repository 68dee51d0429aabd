import { describe, expect, it } from 'vitest';
import { SAMPLE_GAMES } from '@lernplattform/game-kit/custom';
import * as form from './game-form';

const filledMatching = (): form.GameFormValues => {
  let v = { ...form.emptyGameForm('matching'), name: 'Hauptstädte' };
  v.pairs.forEach((p, i) => { v = form.updatePair(v, p.id, { start: `Anfang ${i}`, end: `Ende ${i}` }); });
  return v;
};

describe('game creation form (spec 5, 9)', () => {
  it('starts with three empty pairs and one question with two answers, timer on, 300 s', () => {
    const v = form.emptyGameForm();
    expect(v.pairs).toHaveLength(3);
    expect(v.questions).toHaveLength(1);
    expect(v.questions[0]!.answers).toEqual(['', '']);
    expect(v).toMatchObject({ shuffleColumns: true, timer: true, timeLimit: '300' });
  });

  it('removing is disabled at the minimum and adding at the maximum', () => {
    let v = form.emptyGameForm();
    expect(form.canRemovePair(v)).toBe(false);
    expect(form.removePair(v, v.pairs[0]!.id).pairs).toHaveLength(3);
    for (let i = 0; i < 10; i++) v = form.addPair(v);
    expect(v.pairs).toHaveLength(10);
    expect(form.canAddPair(v)).toBe(false);
    expect(form.canRemoveQuestion(v)).toBe(false);
    const q = v.questions[0]!;
    expect(form.canRemoveAnswer(q)).toBe(false);
    for (let i = 0; i < 5; i++) v = form.addAnswer(v, q.id);
    expect(v.questions[0]!.answers).toHaveLength(5);
    expect(form.canAddAnswer(v.questions[0]!)).toBe(false);
  });

  it('removing an answer re-indexes the correct answers', () => {
    let v = form.emptyGameForm('multipleChoice');
    const id = v.questions[0]!.id;
    v = form.addAnswer(form.addAnswer(v, id), id);
    ['a', 'b', 'c', 'd'].forEach((text, i) => { v = form.setAnswer(v, id, i, text); });
    v = form.toggleCorrect(form.toggleCorrect(v, id, 1), id, 3);
    v = form.removeAnswer(v, id, 0);
    expect(v.questions[0]).toMatchObject({ answers: ['b', 'c', 'd'], correctAnswers: [0, 2] });
    v = form.removeAnswer(v, id, 0);
    expect(v.questions[0]).toMatchObject({ answers: ['c', 'd'], correctAnswers: [1] });
  });

  it('saving needs a name, a loaded user and valid entries (the API schema decides)', () => {
    const v = filledMatching();
    expect(form.canSaveGame(v, true)).toBe(true);
    expect(form.canSaveGame(v, false)).toBe(false);
    expect(form.canSaveGame({ ...v, name: '  ' }, true)).toBe(false);
    expect(form.canSaveGame(form.updatePair(v, v.pairs[0]!.id, { end: '' }), true)).toBe(false);
    expect(form.canSaveGame({ ...v, timeLimit: '-5' }, true)).toBe(false);
    expect(form.canSaveGame({ ...v, timer: false, timeLimit: 'x' }, true)).toBe(true);
    let mc = { ...form.emptyGameForm('multipleChoice'), name: 'Rechnen' };
    const id = mc.questions[0]!.id;
    mc = form.setAnswer(form.setAnswer(form.setQuestionText(mc, id, '2 + 2?'), id, 0, '4'), id, 1, '5');
    expect(form.canSaveGame(mc, true)).toBe(false);
    expect(form.canSaveGame(form.toggleCorrect(mc, id, 0), true)).toBe(true);
  });

  it('sends only the chosen type with its settings; no time limit without the timer', () => {
    const body = form.toGameBody({ ...filledMatching(), timer: false });
    expect(body).toMatchObject({ gameType: 'matching', name: 'Hauptstädte', settings: { timer: false, timeLimit: 0 } });
    expect('questions' in body).toBe(false);
  });

  it('the preview plays the valid entries so far, else the sample game (2 + 2, primes)', () => {
    const empty = form.emptyGameForm('multipleChoice');
    expect(form.previewContent(empty, SAMPLE_GAMES.multipleChoice).questions.map((q) => q.question)).toEqual(['Was ist 2 + 2?', 'Welche dieser Zahlen sind Primzahlen?']);
    const v = form.updatePair(form.emptyGameForm('matching'), form.emptyGameForm().pairs[0]!.id, {});
    expect(form.previewContent(v, SAMPLE_GAMES.matching).pairs).toHaveLength(3);
    const one = form.updatePair(filledMatching(), filledMatching().pairs[0]!.id, {});
    const preview = form.previewContent({ ...one, pairs: one.pairs.slice(0, 1) }, SAMPLE_GAMES.matching);
    expect(preview).toMatchObject({ title: 'Hauptstädte', pairs: [{ start: 'Anfang 0', end: 'Ende 0' }] });
  });
});

describe('import into the form', () => {
  const pair = (start: string, end: string) => ({ id: 'x', start, end });
  const question = { id: 'q', question: '2 + 2?', answers: ['4', '5'], correctAnswers: [0] };

  it('fills the chosen template, padding a matching game to three rows', () => {
    const v = form.applyImport(form.emptyGameForm('matching'), { pairs: [pair('a', 'b')], questions: [question] });
    expect(v.gameType).toBe('matching');
    expect(v.pairs.map((p) => [p.start, p.end])).toEqual([['a', 'b'], ['', ''], ['', '']]);
    expect(v.questions.map((q) => q.question)).toEqual(['2 + 2?']);
  });

  it('switches the template when the file holds only the other kind', () => {
    const v = form.applyImport(form.emptyGameForm('matching'), { pairs: [], questions: [question] });
    expect(v.gameType).toBe('multipleChoice');
    expect(form.importFormatOf('fragen.XML')).toBe('moodle-xml');
    expect(form.importFormatOf('fragen.csv')).toBe('csv');
  });

  it("keeps a pair's optional name and description when an edited game is saved", () => {
    const pairs = [
      { id: 'a', start: 'Bern', end: 'ist die Bundesstadt', name: 'Hauptort', description: 'Sitz von Bundesrat und Parlament' },
      { id: 'b', start: 'Zürich', end: 'ist die grösste Stadt' },
      { id: 'c', start: 'Genf', end: 'liegt am Lac Léman', description: 'Sitz der UNO in Europa' },
    ];
    const v = form.formOf({
      id: '00000000-0000-4000-8000-000000000001', name: 'Städte', description: null, game_type: 'matching', is_public: true, abilities: ['play', 'manage'],
      content: { gameType: 'matching', title: 'Städte', pairs, questions: [], settings: { shuffleColumns: true, timer: true, timeLimit: 300 } },
      created_at: '2025-01-01T00:00:00Z', updated_at: '2025-01-01T00:00:00Z',
    } as Parameters<typeof form.formOf>[0]);
    const edited = form.updatePair(v, 'b', { end: 'ist die grösste Stadt der Schweiz' });
    const body = form.toGameBody(edited);
    expect(body.gameType === 'matching' && body.pairs).toEqual([
      pairs[0], { ...pairs[1], end: 'ist die grösste Stadt der Schweiz' }, pairs[2],
    ]);
  });
});
