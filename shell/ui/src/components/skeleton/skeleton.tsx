import { uiMessages } from '../../messages';

/** A placeholder card shown while a card loads. */
export function SkeletonCard() {
  return (
    <div className="ui-skeleton" aria-hidden="true" data-testid="skeleton-card">
      <div className="ui-skeleton__line ui-skeleton__line--media" />
      <div className="ui-skeleton__line ui-skeleton__line--title" />
      <div className="ui-skeleton__line" />
      <div className="ui-skeleton__line ui-skeleton__line--short" />
    </div>
  );
}

/** A grid of skeleton cards (spec: three placeholders while loading). */
export function SkeletonGrid({ count = 3, label = uiMessages.loading }: { count?: number; label?: string }) {
  return (
    <div className="ui-grid" aria-busy="true">
      <span role="status" className="ui-visually-hidden">
        {label}
      </span>
      {Array.from({ length: count }, (_, index) => (
        <SkeletonCard key={index} />
      ))}
    </div>
  );
}
