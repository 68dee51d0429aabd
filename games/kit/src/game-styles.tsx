import kitCss from './game-kit.css?inline';

/**
 * Renders a stylesheet through React 19's <style href precedence>, which hoists it into
 * <head> once per href. Styles thus travel with the component, so they work the same in
 * the standalone page and inside the shell, without relying on how federation ships CSS.
 */
export function GameStyles({ href, css }: { href: string; css: string }) {
  return (
    <style href={href} precedence="platform-game">
      {css}
    </style>
  );
}

/** The kit's own stylesheet; GameFrame includes it. */
export function KitStyles() {
  return <GameStyles href="platform-game-kit" css={kitCss} />;
}
