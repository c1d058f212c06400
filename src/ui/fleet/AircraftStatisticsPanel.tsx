import { NonIdealState, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fleetStatisticsApi, type AircraftStatisticsAnswer } from '../../api/fleetStatistics';
import type { AircraftTabProps } from './aircraftTabTypes';
import { StatisticsFigures, StatisticsSource } from './StatisticsFigures';

/** The aircraft's totals since it first flew with us. */
export function AircraftStatisticsPanel({ aircraft }: AircraftTabProps) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<AircraftStatisticsAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setFailed(false);
    fleetStatisticsApi.forAircraft(aircraft.id).then(
      (a) => live && setAnswer(a),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [aircraft.id, aircraft.version]);
  if (failed) return <NonIdealState icon="error" title={t('fleetRecord.stats.failed')} />;
  if (!answer) return <Spinner size={24} />;
  return (
    <div data-testid="aircraft-statistics">
      <StatisticsSource source={answer.source} counts={answer.sourceCounts} />
      <StatisticsFigures figures={answer.figures} />
    </div>
  );
}
