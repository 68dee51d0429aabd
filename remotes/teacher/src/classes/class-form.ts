import { CLASS_CODE_PATTERN, LIMITS, type ClassInput, type ClassSummary } from 'api/client';
import { messages } from '../messages';

/** What the create/edit form holds while typing (picture handled apart). */
export interface ClassFormValues {
  name: string;
  description: string;
  classCode: string;
}

export const EMPTY_CLASS_FORM: ClassFormValues = { name: '', description: '', classCode: '' };


/**
 * Spec 5: the class code is optional; if given it is trimmed and must be 2 to 10
 * letters or digits. Returns the spec's message, or null when fine (or empty).
 */
export function classCodeError(code: string): string | null {
  const trimmed = code.trim();
  if (!trimmed) return null;
  return CLASS_CODE_PATTERN.test(trimmed) ? null : messages.classCodeInvalid;
}

/** Spec 5: submit is disabled while the trimmed name is empty (or the code is invalid). */
export function canSubmitClass(values: ClassFormValues): boolean {
  return values.name.trim() !== '' && classCodeError(values.classCode) === null;
}

/** The request body: trimmed texts, empty optional fields as null. */
export function toClassInput(values: ClassFormValues, pictureUrl: string | null): ClassInput {
  const description = values.description.trim();
  const classCode = values.classCode.trim();
  return {
    name: values.name.trim(),
    description: description || null,
    class_code: classCode || null,
    picture_url: pictureUrl,
  };
}

/** Prefills the edit form from a class. */
export function formValuesOf(cls: Pick<ClassSummary, 'name' | 'description' | 'class_code'>): ClassFormValues {
  return { name: cls.name, description: cls.description ?? '', classCode: cls.class_code ?? '' };
}
