import { DomUtils, parseDocument } from 'htmlparser2';
import { GAME_LIMITS, type CustomGameContent, type Pair, type Question } from '../../contract/custom-games.ts';
import { finishImport, type ImportResult, type Skipped } from './import-result.ts';

/**
 * Moodle XML (the format Moodle's question bank exports and imports): `<question type="multichoice">`
 * becomes a multiple-choice question (answers with a fraction > 0 are the correct ones), each
 * `<question type="matching">` gives its `<subquestion>`s as pairs (a subquestion without text is a
 * distractor in Moodle and is left out). Other question types are skipped and named in the summary.
 * Texts are HTML (often inside CDATA); only their plain text is kept.
 */

/** An element of the parsed document (htmlparser2's DOM). */
type Element = NonNullable<ReturnType<typeof DomUtils.findOne>>;

const children = (el: Element, name: string) => el.children.filter((c): c is Element => c.type === 'tag' && c.name === name);
const child = (el: Element, name: string) => children(el, name)[0];

/** The plain text of a Moodle text element (HTML or plain, entities decoded, white space collapsed). */
function textOf(el: Element | undefined): string {
  const text = el ? child(el, 'text') : undefined;
  if (!text) return '';
  const raw = DomUtils.textContent(text);
  const html = parseDocument(raw, { decodeEntities: true });
  return DomUtils.textContent(html).replace(/\s+/g, ' ').trim();
}

export function importMoodleXml(xml: string): ImportResult {
  const doc = parseDocument(xml, { xmlMode: true, recognizeCDATA: true });
  const quiz = DomUtils.findOne((e) => e.name === 'quiz', doc.children, true);
  const pairs: Pair[] = [];
  const questions: Question[] = [];
  const skipped: Skipped[] = [];
  if (!quiz) return finishImport(pairs, questions, [{ name: 'Datei', reason: 'keine Moodle-XML-Datei (<quiz> fehlt)' }]);

  for (const [index, q] of children(quiz, 'question').entries()) {
    const type = q.attribs.type ?? '';
    if (type === 'category') continue;
    const name = textOf(child(q, 'name')) || `Frage ${index}`;
    if (type === 'multichoice') {
      const answers = children(q, 'answer').map((a) => ({ text: textOf(a), fraction: Number(a.attribs.fraction ?? 0) }));
      const filled = answers.filter((a) => a.text !== '');
      const question = textOf(child(q, 'questiontext'));
      if (!question) skipped.push({ name, reason: 'ohne Fragetext' });
      else if (filled.length < GAME_LIMITS.answersMin) skipped.push({ name, reason: `weniger als ${GAME_LIMITS.answersMin} Antworten` });
      else if (filled.length > GAME_LIMITS.answersMax) skipped.push({ name, reason: `mehr als ${GAME_LIMITS.answersMax} Antworten` });
      else if (!filled.some((a) => a.fraction > 0)) skipped.push({ name, reason: 'keine richtige Antwort' });
      else {
        questions.push({
          id: `moodle-q${index}`,
          question,
          answers: filled.map((a) => a.text),
          correctAnswers: filled.flatMap((a, i) => (a.fraction > 0 ? [i] : [])),
        });
      }
    } else if (type === 'matching') {
      const subs = children(q, 'subquestion')
        .map((s) => ({ start: textOf(s), end: textOf(child(s, 'answer')) }))
        .filter((s) => s.start !== '' && s.end !== '');
      if (subs.length === 0) skipped.push({ name, reason: 'keine Paare' });
      subs.forEach((s, i) => pairs.push({ id: `moodle-p${index}-${i}`, start: s.start, end: s.end }));
    } else {
      skipped.push({ name, reason: `Fragetyp «${type}» wird nicht unterstützt` });
    }
  }
  return finishImport(pairs, questions, skipped);
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** Plain text as Moodle's HTML text: escaped, in a paragraph, inside CDATA (as Moodle writes it). */
const html = (s: string) => `<![CDATA[<p>${escape(s).replace(/]]>/g, ']]&gt;')}</p>]]>`;

/** A game as Moodle XML: one multichoice question per question, or one matching question with all pairs. */
export function exportMoodleXml(name: string, content: CustomGameContent): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<quiz>'];
  const header = (type: string, title: string, text: string) => [
    `  <question type="${type}">`,
    `    <name><text>${escape(title)}</text></name>`,
    `    <questiontext format="html"><text>${html(text)}</text></questiontext>`,
    '    <generalfeedback format="html"><text></text></generalfeedback>',
    '    <defaultgrade>1.0000000</defaultgrade>',
    '    <penalty>0.3333333</penalty>',
    '    <hidden>0</hidden>',
  ];
  if (content.gameType === 'matching') {
    lines.push(...header('matching', name, name), `    <shuffleanswers>${content.settings.shuffleColumns}</shuffleanswers>`);
    for (const pair of content.pairs) {
      lines.push('    <subquestion format="html">', `      <text>${html(pair.start)}</text>`, `      <answer><text>${escape(pair.end)}</text></answer>`, '    </subquestion>');
    }
    lines.push('  </question>');
  } else {
    for (const [i, q] of content.questions.entries()) {
      const correct = q.correctAnswers.length;
      lines.push(
        ...header('multichoice', `${name} ${i + 1}`, q.question),
        `    <single>${correct === 1}</single>`,
        '    <shuffleanswers>true</shuffleanswers>',
        '    <answernumbering>abc</answernumbering>',
      );
      for (const [a, answer] of q.answers.entries()) {
        const fraction = q.correctAnswers.includes(a) ? formatFraction(100 / correct) : '0';
        lines.push(`    <answer fraction="${fraction}" format="html">`, `      <text>${html(answer)}</text>`, '      <feedback format="html"><text></text></feedback>', '    </answer>');
      }
      lines.push('  </question>');
    }
  }
  lines.push('</quiz>', '');
  return lines.join('\n');
}

/** Moodle's fraction values (100, 50, 33.33333, …). */
const formatFraction = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(5));
