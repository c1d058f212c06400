import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import FlightMap from '../../src/map/FlightMap';
import type { FlightMapProps, MapAircraft, MapFocus } from '../../src/map/types';
import { mapStoryData, STORY_NOW, type MapStoryData } from './data';

interface DemoProps {
  theme: 'light' | 'dark';
  speedUnit: FlightMapProps['speedUnit'];
  altitudeUnit: FlightMapProps['altitudeUnit'];
  empty: boolean;
  zoomToWorld: boolean;
  /** No focus from the host: the map opens at the fleet's extent. */
  fleet?: boolean;
  selectedLegId: string;
}

const LABELS = { altitude: 'Altitude', speed: 'Ground speed', track: 'Track', lastSeen: 'Last seen', onGround: 'On the ground' };
const formatTime = (ms: number) => new Date(ms).toISOString().slice(11, 19) + ' UTC';

/** A regional fleet: what lies in East Asia (a fleet spread round the world would fit at zoom 1). */
function eastAsia(d: MapStoryData): MapStoryData {
  const inside = (p: { lat: number; lon: number }) => p.lon > 95 && p.lon < 145 && p.lat > 0 && p.lat < 50;
  const aircraft = d.aircraft.filter(inside);
  const legs = new Set(aircraft.map((a) => a.legId));
  return { airports: d.airports.filter(inside), aircraft, routes: d.routes.filter((r) => inside(r.from) && inside(r.to)), trails: d.trails.filter((t) => legs.has(t.legId)) };
}

function MapDemo(p: DemoProps) {
  const data = useMemo(() => (p.empty ? { airports: [], routes: [], aircraft: [], trails: [] } : p.fleet ? eastAsia(mapStoryData()) : mapStoryData()), [p.empty, p.fleet]);
  const [clicked, setClicked] = useState<string>('');
  const focus = useMemo<MapFocus>(() => (p.fleet ? null : p.zoomToWorld ? { lat: 30, lon: 150, zoom: 1.1 } : { bounds: [[95, 0], [145, 45]] }), [p.zoomToWorld, p.fleet]);
  return (
    <div style={{ height: 640, width: '100vw', display: 'flex', flexDirection: 'column', gap: 6 }}>
      <div style={{ flex: 1, position: 'relative', border: '1px solid #c5ccd4' }}>
        <FlightMap
          {...data}
          now={STORY_NOW}
          speedUnit={p.speedUnit}
          altitudeUnit={p.altitudeUnit}
          formatTime={formatTime}
          labels={LABELS}
          theme={p.theme}
          focus={focus}
          selectedLegId={p.selectedLegId || null}
          onAircraftClick={(a: MapAircraft) => setClicked(a.tailNo)}
          onRouteClick={(legId) => setClicked(`route ${legId}`)}
          data-testid="story-map"
        />
      </div>
      <div data-testid="story-clicked">{clicked}</div>
    </div>
  );
}

const meta = {
  title: 'Map/FlightMap',
  component: MapDemo,
  parameters: { layout: 'fullscreen' },
  args: { theme: 'light', speedUnit: 'kmh', altitudeUnit: 'm', empty: false, zoomToWorld: false, selectedLegId: 'leg-0' },
  argTypes: {
    theme: { control: 'inline-radio', options: ['light', 'dark'] },
    speedUnit: { control: 'inline-radio', options: ['kmh', 'kt'] },
    altitudeUnit: { control: 'inline-radio', options: ['fl', 'm', 'ft'] },
  },
} satisfies Meta<typeof MapDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** East Asia: flights with fading trails, planned routes, airports sized by use, aircraft on the ground. */
export const EastAsia: Story = {};
/** The whole world at zoom 1: trails across the antimeridian and over the pole, no band across the map. */
export const World: Story = { args: { zoomToWorld: true, selectedLegId: 'leg-3' } };
/** The ops-room wall: the dark theme, knots and feet. */
export const Dark: Story = { args: { theme: 'dark', speedUnit: 'kt', altitudeUnit: 'ft' } };
/** No focus given: the map opens at the extent of the fleet, labels decluttered, in flight levels and knots. */
export const Fleet: Story = { args: { fleet: true, speedUnit: 'kt', altitudeUnit: 'fl' } };
/** Nothing to show: the basemap alone. */
export const Empty: Story = { args: { empty: true } };
