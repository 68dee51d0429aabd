import { describe, expect, it } from 'vitest';
import { formatDate } from './format';
import { messages } from './messages';

describe('teacher area formatting', () => {
  it('formats dates de-DE', () => {
    expect(formatDate('2025-03-07T10:00:00Z')).toBe('7.3.2025');
    expect(formatDate('nonsense')).toBe('');
  });
  it('counts students and lessons in German', () => {
    expect(messages.students(1)).toBe('1 Lernende:r');
    expect(messages.students(21)).toBe('21 Lernende');
    expect(messages.lessons(1)).toBe('1 Lektion');
    expect(messages.lessons(0)).toBe('0 Lektionen');
  });
  it('greets teachers with Ciao', () => {
    expect(messages.greeting('Tina')).toBe('Ciao Tina');
  });
});
