import { describe, expect, it } from 'vitest';
import type { GameResult } from '../../contract/index.ts';
import { resultsCsv, swissDateTime } from './game-results-csv.ts';

const result = (over: Partial<GameResult>): GameResult => ({
  id: '00000000-0000-4000-8000-000000000001', quiz_id: 'EU_FLAGGEN', values: {}, score: 5, max_score: 5,
  success: true, duration_seconds: 83, created_at: '2026-11-23T09:35:00.000Z', verified: true, target: null, ...over,
});

describe('results CSV for Excel (de-CH)', () => {
  const csv = resultsCsv({
    game_name: 'EU-Flaggen',
    students: [
      { student_id: 'a', name: 'Jürg Müller', rank: 1, allowed_attempts: null, attempts: 2, best: result({}), last: result({ score: 3, duration_seconds: 125, created_at: '2026-07-01T22:05:00.000Z' }) },
      { student_id: 'b', name: '=HYPERLINK("http://x";"y")', rank: null, allowed_attempts: null, attempts: 0, best: null, last: null },
      { student_id: 'c', name: 'Anna; Bea', rank: null, allowed_attempts: null, attempts: 0, best: null, last: null },
      { student_id: 'd', name: 'Outside Olga', rank: 2, allowed_attempts: null, attempts: 1, best: result({ verified: false, score: 4 }), last: result({ verified: false, score: 4 }) },
    ],
  });

  it('starts with a UTF-8 BOM, separates by semicolons and ends lines with CRLF', () => {
    expect(csv.startsWith('\uFEFFName;Versuche;Bestes Ergebnis;Beste Zeit (Sekunden);Letztes Ergebnis;Letzte Zeit (Sekunden);Zuletzt gespielt\r\n')).toBe(true);
  });

  it('writes one row per student, with or without a try, durations in seconds, dates in Swiss time', () => {
    const lines = csv.replace('\uFEFF', '').trimEnd().split('\r\n');
    expect(lines).toHaveLength(5);
    // 22:05 UTC on 1 July is 00:05 on 2 July in Zurich (summer time).
    expect(lines[1]).toBe('Jürg Müller;2;5 / 5;83;3 / 5;125;02.07.2026 00:05');
    expect(lines[3]).toBe('"Anna; Bea";0;;;;;');
    // A result the server could not replay says so, as on the results table.
    expect(lines[4]).toBe('Outside Olga;1;4 / 5 (nicht geprüft);83;4 / 5 (nicht geprüft);83;23.11.2026 10:35');
  });

  it('never lets a name run as a formula', () => {
    expect(csv).toContain(`"'=HYPERLINK(""http://x"";""y"")"`);
  });

  it('formats dates as dd.mm.yyyy hh:mm in winter time too', () => {
    expect(swissDateTime('2026-11-23T09:35:00.000Z')).toBe('23.11.2026 10:35');
  });
});
