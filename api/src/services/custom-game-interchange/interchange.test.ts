import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CustomGameInputSchema, normalizeCustomGameContent } from '../../contract/custom-games.ts';
import { exportCsv, importCsv } from './csv.ts';
import { exportMoodleXml, importMoodleXml } from './moodle-xml.ts';

const fixture = (name: string) => fs.readFileSync(new URL(`../../../test/fixtures/moodle/${name}`, import.meta.url), 'utf8');

describe('Moodle XML import (files as Moodle exports them)', () => {
  it('imports multichoice questions and matching subquestions as plain text; skips other types with a German summary', () => {
    const result = importMoodleXml(fixture('mixed-quiz.xml'));
    expect(result.questions).toEqual([
      { id: 'moodle-q1', question: 'Was ist die Bundesstadt der Schweiz?', answers: ['Zürich', 'Bern', 'Genève & Lausanne'], correctAnswers: [1] },
      { id: 'moodle-q2', question: 'Welche Länder grenzen an die Schweiz?', answers: ['Österreich', 'Spanien', 'Liechtenstein', 'Polen'], correctAnswers: [0, 2] },
    ]);
    // The subquestion without text is a Moodle distractor: no pair.
    expect(result.pairs.map((p) => [p.start, p.end])).toEqual([
      ['Der Hauptort des Kantons Graubünden ist', 'Chur'],
      ['Der Hauptort des Kantons Tessin ist', 'Bellinzona'],
      ['Der Hauptort des Kantons Wallis ist', 'Sion'],
    ]);
    expect(result.skipped).toEqual([
      { name: 'Rhein', reason: 'Fragetyp «truefalse» wird nicht unterstützt' },
      { name: 'Längster Fluss', reason: 'Fragetyp «shortanswer» wird nicht unterstützt' },
    ]);
    expect(result.summary).toBe(
      'Importiert: 3 Paare (Zuordnen) und 2 Fragen (Multiple Choice). Nicht importiert: «Rhein» (Fragetyp «truefalse» wird nicht unterstützt), «Längster Fluss» (Fragetyp «shortanswer» wird nicht unterstützt).',
    );
  });

  it('skips a question with more answers than a game allows', () => {
    const result = importMoodleXml(fixture('many-answers.xml'));
    expect(result.questions).toEqual([]);
    expect(result.summary).toBe('Nichts importiert. Nicht importiert: «Planeten» (mehr als 5 Antworten), «Aufsatz» (Fragetyp «essay» wird nicht unterstützt).');
  });

  it('says so when the file is not Moodle XML', () => {
    expect(importMoodleXml('<html><body>nein</body></html>').summary).toBe('Nichts importiert. Nicht importiert: «Datei» (keine Moodle-XML-Datei (<quiz> fehlt)).');
  });

  it('exports what it imports again (round trip), with HTML-escaped text in CDATA and Moodle fractions', () => {
    const content = normalizeCustomGameContent({
      gameType: 'multipleChoice',
      questions: [
        { id: 'a', question: 'Ist 1 < 2 & 3 > 2?', answers: ['ja', 'nein'], correctAnswers: [0] },
        { id: 'b', question: 'Primzahlen?', answers: ['2', '3', '4'], correctAnswers: [0, 1] },
      ],
    }, 'Mathe');
    const xml = exportMoodleXml('Mathe', content);
    expect(xml).toContain('<text><![CDATA[<p>Ist 1 &lt; 2 &amp; 3 &gt; 2?</p>]]></text>');
    expect(xml).toContain('<answer fraction="50" format="html">');
    const back = importMoodleXml(xml);
    expect(back.questions.map(({ id: _, ...q }) => q)).toEqual(content.questions.map(({ id: _, ...q }) => q));
    const matching = normalizeCustomGameContent({ pairs: [{ id: 'p', start: 'A <b>', end: 'B' }, { id: 'q', start: 'C', end: 'D' }, { id: 'r', start: 'E', end: 'F' }] }, 'Paare');
    expect(importMoodleXml(exportMoodleXml('Paare', matching)).pairs.map((p) => [p.start, p.end])).toEqual([['A <b>', 'B'], ['C', 'D'], ['E', 'F']]);
  });
});

describe('CSV import and export', () => {
  it('reads pairs from a semicolon file (as Excel saves it in Switzerland) and reports incomplete rows', () => {
    const result = importCsv('\uFEFFSatzanfang;Satzende\nBern ist;die Bundesstadt\n"Zürich; die grösste Stadt";liegt an der Limmat\nnur Anfang;\n');
    expect(result.pairs.map((p) => [p.start, p.end])).toEqual([['Bern ist', 'die Bundesstadt'], ['Zürich; die grösste Stadt', 'liegt an der Limmat']]);
    expect(result.summary).toBe('Importiert: 2 Paare (Zuordnen). Nicht importiert: «Zeile 4» (Satzanfang oder Satzende fehlt).');
  });

  it('reads questions with the numbers of the correct answers', () => {
    const result = importCsv('Frage,Antwort 1,Antwort 2,Antwort 3,Antwort 4,Antwort 5,Richtig\nWas ist 2+2?,3,4,,,,2\nPrimzahlen?,2,4,7,,,1 3\nOhne richtige?,a,b,,,,\n');
    expect(result.questions.map(({ id: _, ...q }) => q)).toEqual([
      { question: 'Was ist 2+2?', answers: ['3', '4'], correctAnswers: [1] },
      { question: 'Primzahlen?', answers: ['2', '4', '7'], correctAnswers: [0, 2] },
    ]);
    expect(result.skipped).toEqual([{ name: 'Zeile 4', reason: 'keine richtige Antwort' }]);
  });

  it('round-trips both types through its own export, and the result is a savable game', () => {
    const mc = normalizeCustomGameContent({ gameType: 'multipleChoice', questions: [{ id: 'a', question: 'Komma, "Zitat"?', answers: ['x', 'y'], correctAnswers: [1] }] }, 'T');
    const back = importCsv(exportCsv(mc));
    expect(back.questions[0]).toMatchObject({ question: 'Komma, "Zitat"?', answers: ['x', 'y'], correctAnswers: [1] });
    expect(CustomGameInputSchema.safeParse({ gameType: 'multipleChoice', name: 'T', questions: back.questions }).success).toBe(true);
    const pairs = normalizeCustomGameContent({ pairs: [{ id: '1', start: 'a', end: 'b' }, { id: '2', start: 'c', end: 'd' }, { id: '3', start: 'e', end: 'f' }] }, 'P');
    expect(importCsv(exportCsv(pairs)).pairs).toHaveLength(3);
  });

  it('names an unknown header', () => {
    expect(importCsv('A,B\n1,2\n').summary).toContain('unbekannte Kopfzeile');
  });
});
