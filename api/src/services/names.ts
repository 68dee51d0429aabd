/**
 * Display name per spec 9: first + last, then first, then display_name,
 * then the given fallback ('Unbekannt' for a class's teacher).
 */
export function displayName(
  p: { first_name: string | null; last_name: string | null; display_name: string | null },
  fallback = 'Unbenannter Benutzer',
): string {
  const first = p.first_name?.trim();
  const last = p.last_name?.trim();
  if (first && last) return `${first} ${last}`;
  if (first) return first;
  if (p.display_name?.trim()) return p.display_name.trim();
  return fallback;
}

export const teacherName = (p: Parameters<typeof displayName>[0]) => displayName(p, 'Unbekannt');
