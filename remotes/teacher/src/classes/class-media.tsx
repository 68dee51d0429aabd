import { cx } from '@platform/ui';

/** A stable placeholder variant (0-3) per class, so each card keeps its colour. */
export function placeholderVariant(seed: string): number {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 4;
}

/**
 * Short letters for a class without a picture: its class code when short
 * (up to 4 characters), else the first letters of the first two words of its name.
 */
export function classMonogram(name: string, classCode: string | null): string {
  const code = classCode?.trim() ?? '';
  if (code && code.length <= 4) return code.toUpperCase();
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0] ?? '');
  return letters.join('').toUpperCase() || '?';
}

/**
 * The picture of a class, or a friendly placeholder (a token gradient with the
 * class's letters). Decorative: the class name is always shown beside it.
 */
export function ClassMedia({
  id,
  name,
  classCode,
  pictureUrl,
  className,
}: {
  id: string;
  name: string;
  classCode: string | null;
  pictureUrl: string | null;
  className: string;
}) {
  if (pictureUrl) {
    return (
      <div className={className}>
        <img src={pictureUrl} alt="" loading="lazy" />
      </div>
    );
  }
  return (
    <div className={cx(className, 'tc-media', `tc-media--${placeholderVariant(id)}`)} aria-hidden="true">
      <span className="tc-media__monogram">{classMonogram(name, classCode)}</span>
    </div>
  );
}
