import { stringify } from 'csv-stringify/sync';
import type { ClassGameResults, GameResult } from '../../contract/index.ts';

/**
 * Column titles of the results export (German, as teachers read them in Excel). Durations are whole seconds in a
 * number column: '00:12' was read by spreadsheets as 12 minutes (issue 37), and seconds sort and average.
 */
const HEADER = ['Name', 'Versuche', 'Bestes Ergebnis', 'Beste Zeit (Sekunden)', 'Letztes Ergebnis', 'Letzte Zeit (Sekunden)', 'Zuletzt gespielt'];

const zurich = new Intl.DateTimeFormat('de-CH', {
  timeZone: 'Europe/Zurich', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
});
/** '23.11.2026 10:35' in Swiss time: what Excel with de-CH settings reads as a date and time. */
export function swissDateTime(iso: string): string {
  const parts = Object.fromEntries(zurich.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`;
}

/**
 * A cell that starts like a formula (=, +, -, @, tab, CR) is shown as text by a leading
 * apostrophe: a student's name must never run as a formula on the teacher's computer.
 */
export const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** As the results table shows a result the server could not replay (remotes/lessons messages 'unverified'). */
const UNVERIFIED = '(nicht geprüft)';
const score = (r: GameResult | null) => (r ? `${r.score} / ${r.max_score}${r.verified ? '' : ` ${UNVERIFIED}`}` : '');

/**
 * The teacher's results table as CSV that Excel opens correctly with Swiss/German settings:
 * UTF-8 with BOM (umlauts), semicolons (the list separator there), CRLF, de-CH dates.
 */
export function resultsCsv(results: ClassGameResults): string {
  const rows = results.students.map((s) => [
    asText(s.name),
    s.attempts,
    score(s.best),
    s.best ? s.best.duration_seconds : '',
    score(s.last),
    s.last ? s.last.duration_seconds : '',
    s.last ? swissDateTime(s.last.created_at) : '',
  ]);
  return stringify([HEADER, ...rows], { delimiter: ';', record_delimiter: 'windows', bom: true });
}
