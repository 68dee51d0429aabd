import { describe, expect, it } from 'vitest';
import { reactionResults, reconnectDelayMs } from 'api/client';
import {
  addOption, canAddOption, canRemoveOption, emptyReactionDraft, reactionContentOf, reactionProblem, removeOption, setOption,
} from './reaction-form';

describe('poll form (spec 5)', () => {
  it('starts with four default emoji, removes down to 2 and adds up to 8 only', () => {
    let d = emptyReactionDraft();
    expect(d.options).toHaveLength(4);
    d = removeOption(removeOption(d, 0), 0);
    expect(d.options).toHaveLength(2);
    expect(canRemoveOption(d)).toBe(false);
    expect(removeOption(d, 0).options).toHaveLength(2);
    for (let i = 0; i < 10; i++) d = addOption(d);
    expect(d.options).toHaveLength(8);
    expect(canAddOption(d)).toBe(false);
  });

  it('needs a prompt and two non-empty options; empty ones are dropped on save', () => {
    let d = emptyReactionDraft();
    expect(reactionProblem(d)).toBe('prompt');
    d = { ...d, prompt: ' Wie war es? ' };
    expect(reactionProblem(d)).toBeNull();
    d = { ...d, options: ['👍', ' ', ''] };
    expect(reactionProblem(d)).toBe('options');
    d = setOption(d, 2, '👎');
    expect(reactionContentOf(d)).toEqual({ prompt: 'Wie war es?', options: ['👍', '👎'] });
  });
});

describe('poll results and reconnect timing (spec 9)', () => {
  it('rounds percentages and keeps the options order', () => {
    expect(reactionResults(['👍', '👎', '🤔'], { '👎': 2, '👍': 1, '🙈': 5 })).toEqual({
      total: 3, counts: [{ reaction: '👍', count: 1, percent: 33 }, { reaction: '👎', count: 2, percent: 67 }, { reaction: '🤔', count: 0, percent: 0 }],
    });
  });
  it('reconnects after 1, 2, 5, then every 10 s', () => {
    expect([0, 1, 2, 3, 4, 9].map(reconnectDelayMs)).toEqual([1000, 2000, 5000, 10_000, 10_000, 10_000]);
  });
});
