/**
 * The simple economic cycle taught in Swiss schools (notes: game-data.md): two actors, Haushalte
 * and Unternehmen, and four flows. Goods flow one way, money the other: households give
 * Produktionsfaktoren and receive Einkommen; firms deliver Konsumgüter and receive Konsumausgaben.
 */

export type Actor = 'haushalte' | 'unternehmen';
export type FlowKind = 'gueter' | 'geld';

export const FLOW_IDS = ['produktionsfaktoren', 'einkommen', 'konsumgueter', 'konsumausgaben'] as const;
export type FlowId = (typeof FLOW_IDS)[number];

/** The four arrows of the diagram: kind and direction tell them apart. */
export const ZONE_IDS = ['geld-zu-haushalten', 'gueter-zu-unternehmen', 'gueter-zu-haushalten', 'geld-zu-unternehmen'] as const;
export type ZoneId = (typeof ZONE_IDS)[number];

export interface Flow {
  id: FlowId;
  label: string;
  kind: FlowKind;
  from: Actor;
  to: Actor;
}

export const FLOWS: Readonly<Record<FlowId, Flow>> = {
  produktionsfaktoren: { id: 'produktionsfaktoren', label: 'Produktionsfaktoren', kind: 'gueter', from: 'haushalte', to: 'unternehmen' },
  einkommen: { id: 'einkommen', label: 'Einkommen', kind: 'geld', from: 'unternehmen', to: 'haushalte' },
  konsumgueter: { id: 'konsumgueter', label: 'Konsumgüter', kind: 'gueter', from: 'unternehmen', to: 'haushalte' },
  konsumausgaben: { id: 'konsumausgaben', label: 'Konsumausgaben', kind: 'geld', from: 'haushalte', to: 'unternehmen' },
};

export interface Zone {
  id: ZoneId;
  kind: FlowKind;
  from: Actor;
  to: Actor;
  /** Accessible and visible name of the arrow. */
  label: string;
}

export const ZONES: Readonly<Record<ZoneId, Zone>> = {
  'geld-zu-haushalten': { id: 'geld-zu-haushalten', kind: 'geld', from: 'unternehmen', to: 'haushalte', label: 'Geldstrom von den Unternehmen zu den Haushalten' },
  'gueter-zu-unternehmen': { id: 'gueter-zu-unternehmen', kind: 'gueter', from: 'haushalte', to: 'unternehmen', label: 'Güterstrom von den Haushalten zu den Unternehmen' },
  'gueter-zu-haushalten': { id: 'gueter-zu-haushalten', kind: 'gueter', from: 'unternehmen', to: 'haushalte', label: 'Güterstrom von den Unternehmen zu den Haushalten' },
  'geld-zu-unternehmen': { id: 'geld-zu-unternehmen', kind: 'geld', from: 'haushalte', to: 'unternehmen', label: 'Geldstrom von den Haushalten zu den Unternehmen' },
};

/** A flow belongs on the arrow of its kind and direction. */
export function belongsTo(flow: FlowId, zone: ZoneId): boolean {
  const f = FLOWS[flow];
  const z = ZONES[zone];
  return f.kind === z.kind && f.from === z.from && f.to === z.to;
}
