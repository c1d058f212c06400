import { Callout, Card } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { AircraftStatisticsAnswer } from '../../api/fleetStatistics';
import { hoursText } from '../../domain/fleet/statistics';
import { formatQuantity } from '../../domain/fleet/units';
import { settings } from '../../state/settings';
import './fleet.css';

type Figures = AircraftStatisticsAnswer['figures'];
const S = 'fleetRecord.stats';

/** Where the figures come from: confirmed flight logs, the legs' actual times, or both (with how many flights each). */
export function StatisticsSource({ source, counts }: { source: AircraftStatisticsAnswer['source']; counts: AircraftStatisticsAnswer['sourceCounts'] }) {
  const { t } = useTranslation();
  return (
    <Callout compact intent={source === 'legActuals' ? 'primary' : 'none'} icon="info-sign" className="foc-aircraft-stats__source" data-testid="stats-source" data-source={source}>
      {t(`${S}.source.${source}`, counts)}
    </Callout>
  );
}

/** The totals as cards: hours as H:MM, engines per position (middle only on trijets), APU, fuel per hour. */
export function StatisticsFigures({ figures }: { figures: Figures }) {
  const { t } = useTranslation();
  const { unitSystem } = useSnapshot(settings);
  const fuel = (kg: number | null) => (kg === null ? '—' : `${formatQuantity('mass', kg, unitSystem)}/h`);
  const cards: [string, string, string][] = [
    ['flights', `${S}.flights`, String(figures.flights)],
    ['flightHours', `${S}.flightHours`, hoursText(figures.flightMinutes)],
    ['blockHours', `${S}.blockHours`, hoursText(figures.blockMinutes)],
    ['landings', `${S}.landings`, String(figures.landings)],
  ];
  for (const p of ['left', 'middle', 'right'] as const) {
    if (p === 'middle' && figures.engineMinutes.middle === null) continue;
    const pos = p.charAt(0).toUpperCase() + p.slice(1);
    cards.push([`engine${pos}Hours`, `${S}.engine${pos}Hours`, hoursText(figures.engineMinutes[p])]);
    cards.push([`engine${pos}Cycles`, `${S}.engine${pos}Cycles`, figures.engineCycles[p] === null ? '—' : String(figures.engineCycles[p])]);
  }
  cards.push(['apuHours', `${S}.apuHours`, hoursText(figures.apuMinutes)]);
  cards.push(['apuCycles', `${S}.apuCycles`, figures.apuCycles === null ? '—' : String(figures.apuCycles)]);
  cards.push(['fuelPerHour', `${S}.fuelPerHour`, fuel(figures.fuelPerHourKg)]);
  cards.push(['fuelPerHourLast10', `${S}.fuelPerHourLast10`, fuel(figures.fuelPerHourLast10Kg)]);
  return (
    <div className="foc-aircraft-stats__grid" data-testid="stats-figures">
      {cards.map(([id, label, value]) => (
        <Card key={id} data-testid={`stat-${id}`}>
          <div className="foc-aircraft-stats__label">{t(label)}</div>
          <div className="foc-aircraft-stats__value" data-testid="stat-value">{value}</div>
        </Card>
      ))}
    </div>
  );
}
