/**
 * DOM input of the timeline: listeners on the focusable host, hit tests through the interval
 * index (never the scene graph). wheel = vertical scroll, shift+wheel = pan, ctrl+wheel = zoom at
 * the pointer; drag on an empty body pans, drag on an item moves its ghost; keys navigate.
 */
import type { ZoomDirection } from '../core/scales';
import type { Entry } from './layout';
import { navKeyOf, type NavKey } from './navigation';

export interface InputHost {
  /** Body coordinates of a client point, and whether it is inside the body. */
  bodyPoint(clientX: number, clientY: number): { x: number; y: number; inBody: boolean };
  hitAt(bodyX: number, bodyY: number): Entry | null;
  canDrag(entry: Entry): boolean;
  pan(dxPx: number, dyPx: number): void;
  zoomAt(dir: ZoomDirection, bodyX: number | null): void;
  dragStart(entry: Entry, clientX: number, clientY: number, bodyY: number): void;
  dragMove(clientX: number, clientY: number): void;
  dragEnd(commit: boolean): void;
  hover(entry: Entry | null, clientX: number, clientY: number): void;
  click(entry: Entry | null): void;
  open(entry: Entry): void;
  context(entry: Entry | null, clientX: number, clientY: number): void;
  navigate(key: NavKey): void;
  scrollToNow(): void;
}

const LINE_PX = 16;

type Press =
  | { kind: 'pan'; x: number; y: number; moved: boolean; entry: Entry | null }
  | { kind: 'drag'; x: number; y: number; moved: boolean; entry: Entry };

export function attachInput(el: HTMLElement, host: InputHost): () => void {
  let press: Press | null = null;

  const onWheel = (e: WheelEvent) => {
    const p = host.bodyPoint(e.clientX, e.clientY);
    e.preventDefault();
    const scaleBy = e.deltaMode === 1 ? LINE_PX : e.deltaMode === 2 ? 400 : 1;
    const dx = e.deltaX * scaleBy;
    const dy = e.deltaY * scaleBy;
    if (e.ctrlKey || e.metaKey) {
      if (dy !== 0) host.zoomAt(dy > 0 ? 'out' : 'in', p.x);
    } else if (e.shiftKey) host.pan(dy !== 0 ? dy : dx, 0);
    else host.pan(dx, dy);
  };

  const onDown = (e: PointerEvent) => {
    if (e.button !== 0) return;
    el.focus({ preventScroll: true });
    const p = host.bodyPoint(e.clientX, e.clientY);
    if (!p.inBody) return;
    const entry = host.hitAt(p.x, p.y);
    el.setPointerCapture?.(e.pointerId);
    if (entry && host.canDrag(entry)) {
      press = { kind: 'drag', x: e.clientX, y: e.clientY, moved: false, entry };
      host.dragStart(entry, e.clientX, e.clientY, p.y);
    } else press = { kind: 'pan', x: e.clientX, y: e.clientY, moved: false, entry };
  };

  const onMove = (e: PointerEvent) => {
    if (press) {
      const dx = e.clientX - press.x;
      const dy = e.clientY - press.y;
      if (!press.moved && Math.hypot(dx, dy) >= 3) press.moved = true;
      if (press.kind === 'drag') host.dragMove(e.clientX, e.clientY);
      else if (press.moved) {
        host.pan(-dx, -dy);
        press.x = e.clientX;
        press.y = e.clientY;
      }
      return;
    }
    const p = host.bodyPoint(e.clientX, e.clientY);
    host.hover(p.inBody ? host.hitAt(p.x, p.y) : null, e.clientX, e.clientY);
  };

  const onUp = (e: PointerEvent) => {
    if (!press) return;
    const pr = press;
    press = null;
    el.releasePointerCapture?.(e.pointerId);
    if (pr.kind === 'drag') host.dragEnd(pr.moved);
    if (!pr.moved) host.click(pr.entry);
  };

  const onCancel = () => {
    if (press?.kind === 'drag') host.dragEnd(false);
    press = null;
  };

  const onLeave = (e: PointerEvent) => {
    if (!press) host.hover(null, e.clientX, e.clientY);
  };

  const entryAt = (e: MouseEvent) => {
    const p = host.bodyPoint(e.clientX, e.clientY);
    return p.inBody ? host.hitAt(p.x, p.y) : null;
  };
  const onDbl = (e: MouseEvent) => {
    const entry = entryAt(e);
    if (entry) host.open(entry);
  };
  const onContext = (e: MouseEvent) => {
    if (!host.bodyPoint(e.clientX, e.clientY).inBody) return;
    e.preventDefault();
    host.context(entryAt(e), e.clientX, e.clientY);
  };

  const onKey = (e: KeyboardEvent) => {
    const nav = navKeyOf(e.key);
    if (nav) host.navigate(nav);
    else if (e.key === '+' || e.key === '=') host.zoomAt('in', null);
    else if (e.key === '-' || e.key === '_') host.zoomAt('out', null);
    else if (e.key === 'Home') host.scrollToNow();
    else if (e.key === 'Escape' && press?.kind === 'drag') onCancel();
    else return;
    e.preventDefault();
  };

  const listeners: [string, EventListener][] = [
    ['pointerdown', onDown as EventListener],
    ['pointermove', onMove as EventListener],
    ['pointerup', onUp as EventListener],
    ['pointercancel', onCancel as EventListener],
    ['pointerleave', onLeave as EventListener],
    ['dblclick', onDbl as EventListener],
    ['contextmenu', onContext as EventListener],
    ['keydown', onKey as EventListener],
  ];
  el.addEventListener('wheel', onWheel, { passive: false });
  for (const [type, fn] of listeners) el.addEventListener(type, fn);
  return () => {
    el.removeEventListener('wheel', onWheel);
    for (const [type, fn] of listeners) el.removeEventListener(type, fn);
  };
}
