/**
 * vis-timeline 8.5.4 (the standalone build, which bundles vis-data, moment and hammer) as the peer
 * subject, set up by its own performance advice; every option is explained in README.md. Driven
 * through its public API only: new Timeline(...) (empty), setGroups / setItems with DataSets built in
 * bulk, setWindow without
 * animation for pans and zoom steps (a keydown listener for '-' / '=' like the engine's keys), the 'changed' event as its redraw counter, and
 * document.elementFromPoint + getEventProperties (what its own event handlers use) for hit tests.
 */
import * as vis from 'vis-timeline/standalone';
import type { DataGroup, DataItem, DataItemCollectionType, DataGroupCollectionType, TimelineOptions } from 'vis-timeline/standalone';
import 'vis-timeline/styles/vis-timeline-graph2d.min.css';
import './peer.css';
import { cellMs, nextScale, type ZoomDirection } from '../../src/timeline-engine/core/scales';
import { NOW_AT_OPEN, type BenchData } from './data';
import type { BodyRect, Subject } from './measure';
import { sleep } from './measure';

const H = 3_600_000;
const CELL_WIDTH = 50;
/** The engine's body is 1280 − 200 px wide; vis gets 200-px labels too (peer.css), this is corrected after load. */
const EXPECTED_BODY_WIDTH = 1080;

// The standalone bundle exports DataSet at run time; its declarations do not list it.
type DataSetCtor = new <T>(data: T[]) => DataItemCollectionType & DataGroupCollectionType;
const DataSet = (vis as unknown as { DataSet: DataSetCtor }).DataSet;

export const VIS_OPTIONS: TimelineOptions = {
  stack: false,
  stackSubgroups: false,
  type: 'range',
  height: '720px',
  verticalScroll: true,
  horizontalScroll: false,
  orientation: { axis: 'top', item: 'top' },
  margin: { item: { horizontal: 0, vertical: 6 }, axis: 3 },
  groupHeightMode: 'auto',
  groupOrder: 'order',
  editable: false,
  selectable: true,
  showTooltips: false,
  showCurrentTime: true,
  autoResize: false,
  zoomable: true,
  moveable: true,
  zoomKey: 'ctrlKey',
  xss: { disabled: true },
  rollingMode: { follow: false },
};

export function peerSubject(): Subject {
  let items: DataItem[] = [];
  let groups: DataGroup[] = [];
  let timeline: vis.Timeline | null = null;
  let host: HTMLElement | null = null;
  let changed = 0;
  let startMs = NOW_AT_OPEN - 4 * H;
  let scale = 60;
  const need = (): vis.Timeline => {
    if (!timeline) throw new Error('vis-timeline not loaded');
    return timeline;
  };
  const centre = (): HTMLElement | null => (host ? host.querySelector<HTMLElement>('.vis-panel.vis-center') : null);
  const bodyWidth = () => centre()?.clientWidth ?? EXPECTED_BODY_WIDTH;
  const msPerPx = () => cellMs(scale) / CELL_WIDTH;
  const apply = () => need().setWindow(startMs, startMs + bodyWidth() * msPerPx(), { animation: false });

  return {
    prepare(d: BenchData) {
      groups = d.rows.map((r, i) => ({ id: i, content: r.title, order: i }) as DataGroup);
      items = d.items.map((it, i) => ({ id: it.id, group: it.row, start: it.start, end: it.end, content: it.label ?? '', className: `c${d.colourIndex[i]}` }));
    },
    async mount(h) {
      host = h;
      const end = startMs + EXPECTED_BODY_WIDTH * msPerPx();
      timeline = new vis.Timeline(h, new DataSet<DataItem>([]), new DataSet<DataGroup>([]), { ...VIS_OPTIONS, start: startMs, end });
      timeline.setCurrentTime(NOW_AT_OPEN);
      timeline.on('changed', () => {
        changed++;
      });
    },
    async load() {
      // groups first, then items: its documented order (setItems before groups exist renders ungrouped first)
      need().setGroups(new DataSet(groups));
      need().setItems(new DataSet(items));
    },
    hasBars: () => host !== null && host.querySelector('.vis-loading-screen') === null && host.querySelector('.vis-item.vis-range') !== null,
    redraws: () => changed,
    setView(s, sc) {
      startMs = s;
      scale = sc;
      apply();
    },
    panStep(px) {
      startMs += px * msPerPx();
      apply();
    },
    zoomKeys() {
      const h = host as HTMLElement;
      h.tabIndex = 0;
      h.addEventListener('keydown', (e) => {
        const dir: ZoomDirection | null = e.key === '-' ? 'out' : e.key === '=' || e.key === '+' ? 'in' : null;
        if (!dir) return;
        e.preventDefault();
        const anchorPx = bodyWidth() / 2;
        const anchorMs = startMs + anchorPx * msPerPx();
        scale = nextScale(scale, dir);
        startMs = anchorMs - anchorPx * msPerPx();
        apply();
      });
      h.focus({ preventScroll: true });
    },
    hit(clientX, clientY) {
      const target = document.elementFromPoint(clientX, clientY);
      if (!target) return null;
      const props = need().getEventProperties({ clientX, clientY, target } as unknown as Event);
      return props.item === null || props.item === undefined ? null : String(props.item);
    },
    body(): BodyRect {
      const r = (centre() as HTMLElement).getBoundingClientRect();
      return { left: r.left, top: r.top, width: r.width, height: r.height };
    },
    async idle(ms) {
      const c0 = changed;
      await sleep(ms);
      return { fullFrames: changed - c0, markerFrames: null };
    },
    reload() {
      need().setItems(new DataSet([...items]));
    },
    drawn: () => host?.querySelectorAll('.vis-item.vis-range').length ?? 0,
  };
}
