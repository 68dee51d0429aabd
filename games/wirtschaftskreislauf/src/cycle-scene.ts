/**
 * The diagram drawn with pixi.js (v8 API: `await app.init()`, Graphics shape-then-fill/stroke,
 * federated pointer events with `globalpointermove` for dragging). Loaded lazily by the view
 * (import('./cycle-scene.ts')), so pixi.js is a chunk of this game only, fetched after the start
 * overlay is on screen. It renders state and reports drags; the rules live in the reducer.
 */
import { Application, Container, Graphics, Text, type FederatedPointerEvent } from 'pixi.js';
// The platform's CSP has no 'unsafe-eval': pixi's static replacements for its generated code.
import 'pixi.js/unsafe-eval';
import { itemRect, zoneAt, type CanvasPoint, type CycleLayout, type Rect } from './cycle-layout.ts';
import { FLOW_IDS, FLOWS, ZONES, ZONE_IDS, type FlowId, type FlowKind, type ZoneId } from './cycle-model.ts';
import { zoneOf, type CycleState } from './wirtschaftskreislauf.logic.ts';
import { messages } from './messages.ts';

export interface SceneCallbacks {
  /** A drag started on an item. */
  onGrab: (flow: FlowId) => void;
  /** The item was let go over a zone, over the pool, or elsewhere (null: it snaps back). */
  onDrop: (flow: FlowId, target: ZoneId | 'pool' | null) => void;
}

export interface CycleScene {
  update: (state: CycleState) => void;
  destroy: () => void;
}

const COLORS = {
  gueter: 0x1d4ed8,
  geld: 0xb45309,
  text: 0x1f2937,
  muted: 0x6b7280,
  actor: 0xf3f4f6,
  itemFill: 0xffffff,
  selected: 0xfde68a,
  wrong: 0xb91c1c,
  wrongFill: 0xfee2e2,
  correct: 0x15803d,
  poolFill: 0xf9fafb,
} as const;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

const KIND_CAPTION: Record<FlowKind, string> = { gueter: messages.goodsFlow, geld: messages.moneyFlow };

export async function createCycleScene(host: HTMLElement, layout: CycleLayout, callbacks: SceneCallbacks): Promise<CycleScene> {
  const { canvas: CANVAS, item: ITEM_SIZE, fonts } = layout;
  const app = new Application();
  await app.init({
    width: CANVAS.width,
    height: CANVAS.height,
    backgroundAlpha: 0,
    antialias: true,
    // Sharp on high-density screens; the canvas is sized by CSS, pixi maps pointers back to canvas units.
    resolution: Math.min(window.devicePixelRatio || 1, 2),
    autoDensity: false,
    // WebGL where available, else the 2D canvas renderer (school PCs and VMs without a GPU).
    preference: ['webgl', 'canvas'],
  });
  app.canvas.classList.add('wk-canvas');
  // The canvas is for pointer users; screen readers and keyboards use the HTML controls beside it.
  app.canvas.setAttribute('aria-hidden', 'true');
  host.appendChild(app.canvas);

  drawStatic(app.stage, layout);
  const zoneGraphics = new Map<ZoneId, Graphics>();
  for (const zone of ZONE_IDS) {
    const g = new Graphics();
    zoneGraphics.set(zone, g);
    app.stage.addChild(g);
    const caption = label(KIND_CAPTION[ZONES[zone].kind], fonts.caption, COLORS.muted);
    const rect = layout.zones[zone];
    caption.position.set(rect.x + rect.w / 2, rect.y + rect.h / 2);
    app.stage.addChild(caption);
  }

  const items = new Map<FlowId, { view: Container; background: Graphics }>();
  for (const flow of FLOW_IDS) {
    const view = new Container();
    const background = new Graphics();
    const text = label(FLOWS[flow].label, fonts.item, COLORS.text, '700');
    text.position.set(ITEM_SIZE.w / 2, ITEM_SIZE.h / 2);
    view.addChild(background, text);
    view.eventMode = 'static';
    view.cursor = 'grab';
    view.on('pointerdown', (event: FederatedPointerEvent) => startDrag(flow, event));
    items.set(flow, { view, background });
    app.stage.addChild(view);
  }

  // Dragging: the stage listens for moves anywhere, so fast pointers never lose the item.
  let drag: { flow: FlowId; dx: number; dy: number } | null = null;
  let latest: CycleState | null = null;
  app.stage.eventMode = 'static';
  app.stage.hitArea = app.screen;

  function startDrag(flow: FlowId, event: FederatedPointerEvent) {
    const item = items.get(flow);
    if (!item || latest?.phase !== 'playing' || latest.wrongZones !== null) return;
    const point = event.getLocalPosition(app.stage);
    drag = { flow, dx: point.x - item.view.x, dy: point.y - item.view.y };
    item.view.cursor = 'grabbing';
    app.stage.addChild(item.view); // on top while dragged
    callbacks.onGrab(flow);
  }
  app.stage.on('globalpointermove', (event: FederatedPointerEvent) => {
    if (!drag) return;
    const point = event.getLocalPosition(app.stage);
    items.get(drag.flow)?.view.position.set(point.x - drag.dx, point.y - drag.dy);
  });
  const endDrag = () => {
    if (!drag) return;
    const { flow } = drag;
    drag = null;
    const item = items.get(flow)!;
    item.view.cursor = 'grab';
    const centre: CanvasPoint = { x: item.view.x + ITEM_SIZE.w / 2, y: item.view.y + ITEM_SIZE.h / 2 };
    const target = zoneAt(layout, centre) ?? (centre.y > layout.pool[0]!.y - 30 ? 'pool' : null);
    callbacks.onDrop(flow, target);
    if (latest) update(latest); // snap into place (the new state, if any, follows)
  };
  app.stage.on('pointerup', endDrag);
  app.stage.on('pointerupoutside', endDrag);

  function update(state: CycleState) {
    latest = state;
    for (const zone of ZONE_IDS) {
      const wrong = state.wrongZones?.includes(zone) ?? false;
      drawZone(zoneGraphics.get(zone)!, layout.zones[zone], ZONES[zone].kind, wrong);
    }
    for (const flow of FLOW_IDS) {
      const item = items.get(flow)!;
      const zone = zoneOf(state, flow);
      if (drag?.flow !== flow) {
        const rect = itemRect(layout, flow, state.items, zone);
        item.view.position.set(rect.x, rect.y);
      }
      const wrong = zone !== null && (state.wrongZones?.includes(zone) ?? false);
      drawItem(item.background, ITEM_SIZE, state.selected === flow, wrong, state.phase === 'finished');
    }
  }

  return {
    update,
    destroy: () => app.destroy(true, { children: true }),
  };
}

function label(text: string, fontSize: number, fill: number, fontWeight: '400' | '700' = '400'): Text {
  const t = new Text({ text, style: { fontFamily: FONT, fontSize, fill, fontWeight } });
  t.anchor.set(0.5);
  return t;
}

/** Actors, arrows and the legend: drawn once. */
function drawStatic(stage: Container, layout: CycleLayout) {
  const { actors, fonts, legend: at } = layout;
  for (const [name, rect] of [
    [messages.households, actors.haushalte],
    [messages.firms, actors.unternehmen],
  ] as const) {
    stage.addChild(new Graphics().roundRect(rect.x, rect.y, rect.w, rect.h, 16).fill(COLORS.actor).stroke({ width: 3, color: COLORS.text }));
    const t = label(name, fonts.actor, COLORS.text, '700');
    t.position.set(rect.x + rect.w / 2, rect.y + rect.h / 2);
    // Narrow columns (phones): the name reads upwards along the column.
    if (layout.actorLabelsUpright) t.rotation = -Math.PI / 2;
    stage.addChild(t);
  }
  for (const zone of ZONE_IDS) stage.addChild(drawArrow(layout.arrows[zone], ZONES[zone].kind));
  // Legend: colour and line style, so the kind is never told by colour alone.
  const legend = new Graphics();
  legend.moveTo(at.goods.x, at.goods.y).lineTo(at.goods.x + 40, at.goods.y).stroke({ width: 5, color: COLORS.gueter });
  for (let x = at.money.x; x < at.money.x + 40; x += 14) legend.moveTo(x, at.money.y).lineTo(x + 8, at.money.y);
  legend.stroke({ width: 5, color: COLORS.geld });
  stage.addChild(legend);
  const goods = label(messages.goodsFlow, fonts.legend, COLORS.text);
  goods.anchor.set(0, 0.5);
  goods.position.set(at.goods.x + 48, at.goods.y);
  const money = label(messages.moneyFlow, fonts.legend, COLORS.text);
  money.anchor.set(0, 0.5);
  money.position.set(at.money.x + 48, at.money.y);
  stage.addChild(goods, money);
  const poolTitle = label(messages.poolTitle, fonts.legend, COLORS.muted);
  poolTitle.anchor.set(0, 0.5);
  poolTitle.position.set(layout.poolTitle.x, layout.poolTitle.y);
  stage.addChild(poolTitle);
}

/** Goods arrows solid, money arrows dashed, arrowhead at the target. */
function drawArrow(points: readonly CanvasPoint[], kind: FlowKind): Graphics {
  const g = new Graphics();
  const color = COLORS[kind];
  const segments = points.length - 1;
  if (kind === 'gueter' || segments < 2) {
    g.moveTo(points[0]!.x, points[0]!.y);
    for (const p of points.slice(1)) g.lineTo(p.x, p.y);
  } else {
    for (let i = 0; i < segments - 1; i += 2) g.moveTo(points[i]!.x, points[i]!.y).lineTo(points[i + 1]!.x, points[i + 1]!.y);
  }
  g.stroke({ width: 5, color });
  const tip = points[points.length - 1]!;
  const before = points[points.length - 2]!;
  const angle = Math.atan2(tip.y - before.y, tip.x - before.x);
  const head = (offset: number) => ({ x: tip.x - 18 * Math.cos(angle + offset), y: tip.y - 18 * Math.sin(angle + offset) });
  const left = head(0.45);
  const right = head(-0.45);
  g.poly([tip.x, tip.y, left.x, left.y, right.x, right.y]).fill(color);
  return g;
}

function drawZone(g: Graphics, rect: Rect, kind: FlowKind, wrong: boolean) {
  g.clear();
  g.roundRect(rect.x, rect.y, rect.w, rect.h, 10)
    .fill(wrong ? COLORS.wrongFill : COLORS.poolFill)
    .stroke({ width: 3, color: wrong ? COLORS.wrong : COLORS[kind] });
}

function drawItem(g: Graphics, size: { w: number; h: number }, selected: boolean, wrong: boolean, correct: boolean) {
  g.clear();
  g.roundRect(0, 0, size.w, size.h, 10)
    .fill(selected ? COLORS.selected : wrong ? COLORS.wrongFill : COLORS.itemFill)
    .stroke({ width: selected ? 4 : 2, color: wrong ? COLORS.wrong : correct ? COLORS.correct : COLORS.text });
}
