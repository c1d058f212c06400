import type { Meta, StoryObj } from '@storybook/react-vite';
import i18next from 'i18next';
import { useMemo, useState } from 'react';
import { fn } from 'storybook/test';
import { ZOOM_STEPS } from '../../src/timeline-engine/core/scales';
import type { MoveCandidate, MoveVerdict } from '../../src/timeline-engine/core/dragModel';
import type { TimelineEngine } from '../../src/timeline-engine/render/TimelineEngine';
import { Timeline, useTimelineValue } from '../../src/timeline-engine/react/Timeline';
import { DEMO_START, demoData, overlapsInRow, type DemoData } from './data';

interface DemoProps {
  rowCount: number;
  itemsPerRow: number;
  scale: number;
  showLabels: boolean;
  /** validateMove refuses overlaps (after a short delay, like a server check) and warns on other rows. */
  refuseOverlaps: boolean;
  height: number;
  onSelect: (id: string) => void;
  onOpen: (id: string) => void;
  onMove: (c: MoveCandidate) => void;
}

const H = 3_600_000;
const clock = () => DEMO_START + 30 * H + (Date.now() % 60_000);

function TimelineDemo(props: DemoProps) {
  const initial = useMemo(() => demoData(props.rowCount, props.itemsPerRow), [props.rowCount, props.itemsPerRow]);
  const [data, setData] = useState<DemoData>(initial);
  const [seen, setSeen] = useState(initial);
  if (seen !== initial) {
    setSeen(initial);
    setData(initial);
  }
  const [engine, setEngine] = useState<TimelineEngine | null>(null);
  const [stats, setStats] = useState('');
  const selection = useTimelineValue(engine, (s) => s.selection);
  const scale = useTimelineValue(engine, (s) => s.scale);
  const firstRow = useTimelineValue(engine, (s) => s.rows.first);

  const validateMove = useMemo(() => {
    if (!props.refuseOverlaps) return undefined;
    return (c: MoveCandidate): Promise<MoveVerdict> =>
      new Promise((resolve) =>
        setTimeout(() => {
          if (overlapsInRow(data.items, data.rows, c.itemId, c.row, c.startMs, c.endMs)) {
            resolve({ status: 'refused', reason: i18next.t('trip.error.aircraftOverlap', { tailNo: data.rows[c.row]?.title ?? '', legNumber: 1, tripNumber: c.itemId }) });
          } else resolve(c.row !== c.fromRow ? { status: 'warning', reason: data.rows[c.row]?.title ?? '' } : { status: 'allowed' });
        }, 80),
      );
  }, [props.refuseOverlaps, data]);

  const onMove = (c: MoveCandidate) => {
    props.onMove(c);
    setData((d) => ({ rows: d.rows, items: d.items.map((it) => (it.id === c.itemId ? { ...it, row: c.row, start: c.startMs, end: c.endMs } : it)) }));
  };

  return (
    <div style={{ width: 'calc(100vw - 48px)' }}>
      <Timeline
        style={{ height: props.height, border: '1px solid #c5ccd4' }}
        rows={data.rows}
        items={data.items}
        scale={props.scale}
        viewStart={DEMO_START}
        now={clock}
        showLabels={props.showLabels}
        validateMove={validateMove}
        onMove={onMove}
        onSelect={(it) => props.onSelect(it.id)}
        onOpen={(it) => props.onOpen(it.id)}
        onEngine={setEngine}
      />
      <pre data-testid="timeline-state" style={{ fontSize: 11 }} onClick={() => engine && setStats(JSON.stringify(engine.stats()))}>
        {JSON.stringify({ items: data.items.length, selection, scale, firstRow })}
        {'\n'}
        {stats}
      </pre>
      <button type="button" data-testid="scroll-now" onClick={() => engine?.scrollToTime(clock(), 600)}>
        ⌂
      </button>
    </div>
  );
}

const meta = {
  title: 'Timeline/Engine',
  component: TimelineDemo,
  args: {
    rowCount: 10,
    itemsPerRow: 12,
    scale: 60,
    showLabels: true,
    refuseOverlaps: false,
    height: 300,
    onSelect: fn(),
    onOpen: fn(),
    onMove: fn(),
  },
  argTypes: { scale: { control: 'select', options: [...ZOOM_STEPS] } },
} satisfies Meta<typeof TimelineDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ten rows. */
export const TenRows: Story = {};

/** 2,000 rows × 100,000 items, generated deterministically; only what is in view is drawn. */
export const Large: Story = { args: { rowCount: 2000, itemsPerRow: 50, height: 600 } };

/** Every scale of the spec list and the day steps: pick one in the controls. */
export const EveryScale: Story = { args: { rowCount: 40, itemsPerRow: 60, scale: 1440, height: 500 } };

/** Dragging a bar asks validateMove: overlaps are refused (red + reason), other rows warn (amber). */
export const DragWithRefusals: Story = { args: { rowCount: 10, itemsPerRow: 12, refuseOverlaps: true } };
