import { useId, type ReactNode } from 'react';
import type { CantonCode } from './cantons.ts';

/**
 * The 26 cantonal coats of arms, drawn here as SVG (no package has them): one shield outline,
 * each canton's blazon on it with the heraldic tinctures below. Figures (bears, bull, ram, lions,
 * ibex, eagle, Fridolin) are simplified silhouettes, large enough to recognise at 160 px.
 * Blazons and their sources: DATA.md. Coordinates: viewBox 0 0 100 120; "dexter" (heraldic
 * right) is the viewer's left.
 */

/** Heraldic tinctures (one shade each, as in the cantons' own colour drawings). */
export const TINCTURES = {
  gules: '#D52B1E',
  azure: '#1F5FAD',
  or: '#F5C400',
  argent: '#FFFFFF',
  sable: '#1A1A1A',
  vert: '#1E8A3C',
  /** Flesh (Fridolin's face and hands). */
  carnation: '#F0C49C',
} as const;
export type Tincture = keyof typeof TINCTURES;

/** The shield's outline colour (not a tincture of any blazon). */
export const OUTLINE = '#4A4A4A';

/** Swiss shield: straight top and sides, rounded point at the base. */
export const SHIELD_PATH = 'M2 2H98V64C98 93 76 108 50 118C24 108 2 93 2 64Z';

const { gules, azure, or, argent, sable, vert, carnation } = TINCTURES;

const field = (fill: string) => <rect x={-5} y={-5} width={110} height={130} fill={fill} />;

/** Five-pointed star centred at (cx, cy) with outer radius r. */
function star(cx: number, cy: number, r: number, fill: string, key?: string | number) {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.4;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`;
  }).join(' ');
  return <polygon key={key} points={points} fill={fill} />;
}

/** A bear walking to dexter (left), in a 70 × 40 box. */
const BEAR_PASSANT =
  'M3 15L9 9L14 8L16 3L20 5L22 9C32 4 50 4 60 9C64 11 66 14 66 18C66 24 63 28 60 30L62 38L54 38L52 31L46 31L45 38L38 38L38 30L27 30L27 38L20 38L20 30L17 29L15 38L8 38L10 26C7 23 6 21 6 19L3 18Z';

/** A bear standing upright (rampant) facing dexter, in field coordinates. */
const BEAR_RAMPANT =
  'M22 40L28 31L33 30L35 21L41 25L46 27C57 29 65 40 67 52C69 64 67 76 63 84L71 100L73 107L60 107L54 93L48 95L50 107L37 107L37 99L41 97L40 84C36 76 35 70 35 64L25 63L17 67L14 63L21 56L34 54L35 50L24 49L16 53L13 49L20 42L31 42L30 41Z';

function bearRampant() {
  return (
    <>
      <path d={BEAR_RAMPANT} fill={sable} />
      {/* Red tongue and claws ("rot bewehrt und gezungt"). */}
      <path d="M22 40L15 43L23 42Z" fill={gules} />
      <path d="M14 63l-4 -1M14 65l-4 2M13 49l-4 -2M13 51l-4 1M60 107l-3 3M64 107l0 4M37 107l-3 3M41 107l0 4" stroke={gules} strokeWidth={1.6} />
    </>
  );
}

/** Baselstab (crosier of Basel) with its curl to dexter; `crockets` adds Basel-Landschaft's seven knobs. */
function baselstab(fill: string, crockets: boolean) {
  return (
    <>
      <path d="M53 58V42C53 24 45 15 35 16C25 17 21 29 27 35C32 39 39 35 37 28" stroke={fill} strokeWidth={9} fill="none" />
      {crockets
        ? [
            [60, 44],
            [60, 33],
            [56, 22],
            [49, 14],
            [39, 9.5],
            [28, 10],
            [19.5, 16.5],
          ].map(([cx, cy]) => <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={3.6} fill={fill} />)
        : null}
      <rect x={40} y={57} width={26} height={8} fill={fill} />
      <rect x={48.5} y={65} width={9} height={22} fill={fill} />
      <rect x={42} y={86} width={22} height={5} fill={fill} />
      <path d="M43 91H63L57 99L53 95L53 112L49 95L45 99Z" transform="translate(0.5 0)" fill={fill} />
    </>
  );
}

/** A lion walking to dexter with raised tail, in a 72 × 42 box. */
const LION_PASSANT =
  'M3 13L7 6L13 2L21 3L26 9C34 10 48 10 55 12C60 6 64 1 70 3C65 5 62 10 61 17C61 23 59 27 57 30L59 40L53 40L51 31L45 31L45 40L39 40L39 30L27 30L27 40L21 40L21 30L17 30L15 40L9 40L11 28C8 24 6 20 6 18L2 16Z';

function lion(x: number, y: number, scale: number) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <path d={LION_PASSANT} fill={or} />
      <path d="M2.5 15L-3 17L3 17Z" fill={gules} />
    </g>
  );
}

/** Drawings by canton; each returns the field and charges, clipped to the shield by Crest. */
const DRAW: Record<CantonCode, () => ReactNode> = {
  // Schräg geteilt von Silber und Blau.
  ZH: () => (
    <>
      {field(argent)}
      <polygon points="0,0 100,120 0,120" fill={azure} />
    </>
  ),
  // In Rot ein goldener Schrägbalken, belegt mit einem schreitenden schwarzen, rot bewehrten Bären.
  BE: () => (
    <>
      {field(gules)}
      <rect x={-20} y={-17} width={200} height={34} transform="rotate(50.2)" fill={or} />
      <g transform="translate(50 60) rotate(50.2) scale(1.2) translate(-34 -24)">
        <path d={BEAR_PASSANT} fill={sable} />
        <path d="M3.5 16L-2 19L4 18Z" fill={gules} />
      </g>
    </>
  ),
  // Gespalten von Blau und Silber.
  LU: () => (
    <>
      {field(argent)}
      <rect x={-5} y={-5} width={55} height={130} fill={azure} />
    </>
  ),
  // In Gold ein schwarzer Stierkopf mit roter Zunge und rotem Nasenring.
  UR: () => (
    <>
      {field(or)}
      <path d="M31 40C18 33 15 18 23 8C23 19 28 28 39 34ZM69 40C82 33 85 18 77 8C77 19 72 28 61 34Z" fill={sable} />
      <path d="M33 43L13 40L21 51L34 53ZM67 43L87 40L79 51L66 53Z" fill={sable} />
      <path d="M34 33C42 29 58 29 66 33L68 50C66 66 62 80 60 88C56 95 44 95 40 88C38 80 34 66 32 50Z" fill={sable} />
      <circle cx={42} cy={50} r={3} fill={or} />
      <circle cx={58} cy={50} r={3} fill={or} />
      <path d="M55 90C62 96 64 104 58 109C58 102 54 97 51 93Z" fill={gules} />
      <circle cx={50} cy={95} r={8} fill="none" stroke={gules} strokeWidth={3.2} />
    </>
  ),
  // In Rot ein freischwebendes silbernes Kreuz im rechten Obereck.
  SZ: () => (
    <>
      {field(gules)}
      <rect x={20} y={11} width={9} height={27} fill={argent} />
      <rect x={11} y={20} width={27} height={9} fill={argent} />
    </>
  ),
  // Geteilt von Rot und Silber, belegt mit einem Doppelschlüssel in gewechselten Farben.
  OW: () => (
    <>
      {field(argent)}
      <rect x={-5} y={-5} width={110} height={65} fill={gules} />
      <path d="M31 14H46V10H54V14H69V32H62V25H54V60H46V25H38V32H31Z" fill={argent} />
      <rect x={46} y={60} width={8} height={24} fill={gules} />
      <circle cx={50} cy={95} r={10} fill="none" stroke={gules} strokeWidth={6} />
    </>
  ),
  // In Rot ein silberner Doppelschlüssel.
  NW: () => (
    <>
      {field(gules)}
      <path d="M31 14H46V10H54V14H69V32H62V25H54V84H46V25H38V32H31Z" fill={argent} />
      <circle cx={50} cy={95} r={10} fill="none" stroke={argent} strokeWidth={6} />
    </>
  ),
  // In Rot der schreitende heilige Fridolin in schwarzem Gewand mit silbernem Nimbus, Pilgerstab und Buch.
  GL: () => (
    <>
      {field(gules)}
      <circle cx={55} cy={25} r={12} fill={argent} />
      <circle cx={53} cy={27} r={7.5} fill={carnation} />
      <path d="M45 35C39 38 35 46 35 56L28 104H43L50 86L56 104H74L67 56C67 46 63 38 59 35Z" fill={sable} />
      <path d="M31 24H35.5L28 112H23.5Z" fill={sable} />
      <circle cx={32} cy={52} r={3.5} fill={carnation} />
      <rect x={58} y={53} width={12} height={14} fill={sable} stroke={argent} strokeWidth={1.2} />
    </>
  ),
  // In Silber ein blauer Balken.
  ZG: () => (
    <>
      {field(argent)}
      <rect x={-5} y={43} width={110} height={33} fill={azure} />
    </>
  ),
  // Geteilt von Schwarz und Silber.
  FR: () => (
    <>
      {field(argent)}
      <rect x={-5} y={-5} width={110} height={65} fill={sable} />
    </>
  ),
  // Geteilt von Rot und Silber.
  SO: () => (
    <>
      {field(argent)}
      <rect x={-5} y={-5} width={110} height={65} fill={gules} />
    </>
  ),
  // In Silber ein schwarzer Baselstab.
  BS: () => (
    <>
      {field(argent)}
      {baselstab(sable, false)}
    </>
  ),
  // In Silber ein roter, linksgewendeter Baselstab mit sieben Krabben.
  BL: () => (
    <>
      {field(argent)}
      <g transform="translate(100 0) scale(-1 1)">{baselstab(gules, true)}</g>
    </>
  ),
  // In Gold ein aufspringender, goldgekrönter schwarzer Widder.
  SH: () => (
    <>
      {field(or)}
      <path
        d="M28 36L35 26L46 23C53 23 57 27 58 33C67 37 73 47 73 59C73 71 69 80 65 86L73 104L65 107L57 91L51 93L53 108L45 108L42 91C38 83 38 75 38 67L26 67L20 73L16 69L24 59L38 57L38 51L24 49L18 55L14 51L22 43L34 43Z"
        fill={sable}
      />
      <path d="M47 31C49 20 64 19 65 30C66 40 54 42 53 34C52 29 58 28 59 32" stroke={or} strokeWidth={3} fill="none" />
      <path d="M39 22L40 12L44 17L48 9L52 17L56 12L57 22Z" fill={or} />
      <circle cx={38} cy={30} r={1.6} fill={or} />
    </>
  ),
  // In Silber ein aufrechter schwarzer, rot bewehrter Bär, begleitet von den Buchstaben V und R.
  AR: () => (
    <>
      {field(argent)}
      {bearRampant()}
      <path d="M9 10H15L19 23L23 10H29L21.5 31H16.5Z" fill={sable} />
      <path
        d="M74 10H84C90 10 93 13 93 18C93 22 91 25 87 26L93 34H86.5L81 26.5H79.5V34H74ZM79.5 14.5V22H84C86.5 22 87.5 20.5 87.5 18.2C87.5 16 86.5 14.5 84 14.5Z"
        fill={sable}
        fillRule="evenodd"
      />
    </>
  ),
  // In Silber ein aufrechter schwarzer, rot bewehrter Bär.
  AI: () => (
    <>
      {field(argent)}
      {bearRampant()}
    </>
  ),
  // In Grün ein schräg gestelltes silbernes Liktorenbündel mit Beil.
  SG: () => (
    <>
      {field(vert)}
      <g transform="rotate(35 50 60)">
        <rect x={48} y={10} width={4} height={14} fill={argent} />
        <path d="M52 14L68 8C73 16 73 27 68 33L52 27Z" fill={argent} />
        <rect x={41} y={22} width={18} height={86} rx={3} fill={argent} />
        <path d="M45.5 24V106M50 24V106M54.5 24V106" stroke={vert} strokeWidth={1.2} />
        <path d="M41 38H59M41 65H59M41 92H59" stroke={vert} strokeWidth={3} />
      </g>
    </>
  ),
  // Geteilt, oben gespalten: 1. gespalten von Schwarz und Silber; 2. geviert von Blau und Gold mit
  // geviertem Kreuz in gewechselten Farben; 3. in Silber ein aufrechter schwarzer Steinbock.
  GR: () => (
    <>
      {field(argent)}
      <rect x={-5} y={-5} width={30} height={65} fill={sable} />
      <rect x={50} y={-5} width={25} height={35} fill={azure} />
      <rect x={75} y={-5} width={30} height={35} fill={or} />
      <rect x={50} y={30} width={25} height={30} fill={or} />
      <rect x={75} y={30} width={30} height={30} fill={azure} />
      <path d="M70 -5H75V25H50V30H75V-5Z" fill={or} />
      <path d="M75 -5H80V25H105V30H75Z" fill={azure} />
      <path d="M50 30H75V60H70V35H50Z" fill={azure} />
      <path d="M75 30H105V35H80V60H75Z" fill={or} />
      <path d="M50 -5V60M-5 60H105" stroke={OUTLINE} strokeWidth={0.8} />
      <path
        d="M34 79L38 72L45 70C51 72 57 78 59 88C61 96 59 104 57 108L61 115H55L51 108L47 110L47 116H41L42 106C39 100 39 96 39 92L31 92L27 96L25 92L31 86L39 86L39 82L29 82L25 86L23 82L29 78Z"
        fill={sable}
      />
      <path d="M43 71C41 60 50 54 60 60M46 71C46 63 52 61 57 64" stroke={sable} strokeWidth={2.6} fill="none" />
      <path d="M34 79L30 81L35 81Z" fill={gules} />
    </>
  ),
  // Gespalten von Schwarz mit silbernem Wellenfluss und von Blau mit drei silbernen Sternen (2, 1).
  AG: () => (
    <>
      {field(azure)}
      <rect x={-5} y={-5} width={55} height={130} fill={sable} />
      {[50, 60, 70].map((y) => (
        <path key={y} d={`M0 ${y}Q6.25 ${y - 5} 12.5 ${y}T25 ${y}T37.5 ${y}T50 ${y}`} stroke={argent} strokeWidth={4} fill="none" />
      ))}
      {star(64, 40, 9, argent, 1)}
      {star(86, 40, 9, argent, 2)}
      {star(75, 62, 9, argent, 3)}
    </>
  ),
  // Schräg geteilt von Silber und Grün mit zwei schreitenden goldenen Löwen.
  TG: () => (
    <>
      {field(argent)}
      <polygon points="0,0 100,120 0,120" fill={vert} />
      {lion(44, 14, 0.72)}
      {lion(4, 72, 0.72)}
    </>
  ),
  // Gespalten von Rot und Blau.
  TI: () => (
    <>
      {field(azure)}
      <rect x={-5} y={-5} width={55} height={130} fill={gules} />
    </>
  ),
  // Geteilt von Silber mit der goldenen Inschrift LIBERTÉ ET PATRIE und von Grün.
  VD: () => (
    <>
      {field(vert)}
      <rect x={-5} y={-5} width={110} height={65} fill={argent} />
      <g fill={or} stroke={OUTLINE} strokeWidth={0.3} fontFamily="Georgia, 'Times New Roman', serif" fontWeight={700} textAnchor="middle">
        <text x={50} y={29} fontSize={15}>
          LIBERTÉ
        </text>
        <text x={50} y={47} fontSize={12}>
          ET PATRIE
        </text>
      </g>
    </>
  ),
  // Gespalten von Silber und Rot mit dreizehn Sternen in gewechselten Farben.
  VS: () => (
    <>
      {field(argent)}
      <rect x={50} y={-5} width={55} height={130} fill={gules} />
      {[
        [14, 20], [34, 20], [24, 38], [14, 56], [34, 56], [24, 74], [34, 92],
      ].map(([cx, cy]) => star(cx!, cy!, 7, gules, `l${cx}-${cy}`))}
      {[
        [66, 20], [86, 20], [76, 38], [66, 56], [86, 56], [76, 74],
      ].map(([cx, cy]) => star(cx!, cy!, 7, argent, `r${cx}-${cy}`))}
    </>
  ),
  // Dreifach gespalten von Grün, Silber und Rot, im Rot oben ein silbernes Kreuz.
  NE: () => (
    <>
      {field(argent)}
      <rect x={-5} y={-5} width={38.3} height={130} fill={vert} />
      <rect x={66.7} y={-5} width={38.3} height={130} fill={gules} />
      <rect x={80} y={10} width={7} height={20} fill={argent} />
      <rect x={73.5} y={16.5} width={20} height={7} fill={argent} />
    </>
  ),
  // Gespalten: in Gold ein halber, rot gekrönter und bewehrter schwarzer Adler am Spalt;
  // in Rot ein goldener Schlüssel.
  GE: () => (
    <>
      {field(or)}
      <rect x={50} y={-5} width={55} height={130} fill={gules} />
      <path d="M50 38L36 36L8 22L13 32L5 34L13 42L5 46L15 52L9 58L21 60L27 66L50 68Z" fill={sable} />
      <path d="M50 15C44 13 38 17 36 23L36 28C38 32 42 34 46 37L42 41C40 53 40 67 44 75L50 77Z" fill={sable} />
      <path d="M50 77L42 93L46 95L50 87Z" fill={sable} />
      <path d="M36 23L27 25.5L36 28Z" fill={gules} />
      <path d="M44 73L34 83L28 81L32 87L26 89L34 91L47 79Z" fill={gules} />
      <path d="M37 16L38.5 7L42 12L45 5L48 12L50 9V17H37Z" fill={gules} />
      <circle cx={42} cy={23} r={1.6} fill={or} />
      <rect x={72} y={20} width={6} height={66} fill={or} />
      <path d="M78 22H91V29H87V33H91V40H78Z" fill={or} />
      <circle cx={75} cy={95} r={9} fill="none" stroke={or} strokeWidth={5} />
    </>
  ),
  // Gespalten: in Silber ein roter Bischofsstab; in Rot drei silberne Balken.
  JU: () => (
    <>
      {field(argent)}
      <rect x={50} y={-5} width={55} height={130} fill={gules} />
      {[1, 3, 5].map((i) => (
        <rect key={i} x={50} y={(120 / 7) * i} width={55} height={120 / 7} fill={argent} />
      ))}
      <path d="M27 52V36C27 22 19 15 12 17C5 19 4 28 9 31C13 34 18 30 16 25" stroke={gules} strokeWidth={7} fill="none" />
      <rect x={22} y={51} width={10} height={6} fill={gules} />
      <rect x={23.5} y={57} width={7} height={38} fill={gules} />
      <path d="M21 95H33L27 108Z" fill={gules} />
    </>
  ),
};

export interface CrestProps {
  code: CantonCode;
  /** Alt text (must not give the canton away in a quiz). */
  title: string;
}

/** One canton's coat of arms as an inline SVG image. */
export function Crest({ code, title }: CrestProps) {
  // useId may contain characters that are not valid in url(#…); keep letters and digits.
  const clipId = `crest-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg viewBox="0 0 100 120" role="img" aria-label={title} width={200} height={240}>
      <defs>
        <clipPath id={clipId}>
          <path d={SHIELD_PATH} />
        </clipPath>
      </defs>
      <g clipPath={`url(#${clipId})`}>{DRAW[code]()}</g>
      <path d={SHIELD_PATH} fill="none" stroke={OUTLINE} strokeWidth={2} />
    </svg>
  );
}
