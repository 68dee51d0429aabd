import { UNKNOWN_TEACHER } from 'api/client';

/** The teacher's name on a class card, 'Unbekannt' when missing (spec section 2). */
export function teacherName(name: string | null | undefined): string {
  return name?.trim() || UNKNOWN_TEACHER;
}
