import { describe, expect, it } from 'vitest';
import { canSubmitClass, classCodeError, formValuesOf, toClassInput } from './class-form';

const MESSAGE = 'Klassenkürzel muss zwischen 2 und 10 alphanumerischen Zeichen lang sein';

describe('classCodeError (spec 5)', () => {
  it('accepts an empty code (optional)', () => {
    expect(classCodeError('')).toBeNull();
    expect(classCodeError('   ')).toBeNull();
  });
  it('accepts 2 to 10 letters and digits, trimmed', () => {
    expect(classCodeError('5A')).toBeNull();
    expect(classCodeError(' geo24 ')).toBeNull();
    expect(classCodeError('ABCDEFGHIJ')).toBeNull();
  });
  it('rejects too short, too long and other characters with the spec message', () => {
    expect(classCodeError('A')).toBe(MESSAGE);
    expect(classCodeError('ABCDEFGHIJK')).toBe(MESSAGE);
    expect(classCodeError('5a-b')).toBe(MESSAGE);
    expect(classCodeError('5 a')).toBe(MESSAGE);
    expect(classCodeError('Kläss')).toBe(MESSAGE);
  });
});

describe('canSubmitClass', () => {
  it('needs a non-blank name', () => {
    expect(canSubmitClass({ name: '', description: '', classCode: '' })).toBe(false);
    expect(canSubmitClass({ name: '   ', description: 'x', classCode: '' })).toBe(false);
    expect(canSubmitClass({ name: '5a', description: '', classCode: '' })).toBe(true);
  });
  it('is blocked by an invalid class code', () => {
    expect(canSubmitClass({ name: '5a', description: '', classCode: 'A' })).toBe(false);
    expect(canSubmitClass({ name: '5a', description: '', classCode: 'A5' })).toBe(true);
  });
});

describe('toClassInput / formValuesOf', () => {
  it('trims and sends empty optional fields as null', () => {
    expect(toClassInput({ name: ' 5a Geo ', description: '  ', classCode: ' ' }, null)).toEqual({
      name: '5a Geo',
      description: null,
      class_code: null,
      picture_url: null,
    });
    expect(toClassInput({ name: '5a', description: ' Europa ', classCode: ' GEO5A ' }, '/api/files/x')).toEqual({
      name: '5a',
      description: 'Europa',
      class_code: 'GEO5A',
      picture_url: '/api/files/x',
    });
  });
  it('prefills the edit form', () => {
    expect(formValuesOf({ name: '5a', description: null, class_code: null })).toEqual({
      name: '5a',
      description: '',
      classCode: '',
    });
  });
});
