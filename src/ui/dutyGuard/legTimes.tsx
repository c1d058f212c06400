/**
 * Where a duty leg's times come from (the confirmed flight log's OUT/IN, the actual off/on, or the
 * plan): a small tag with the explanation as tooltip, and the legend line under a legs table.
 */
import { Tag, Tooltip, type Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { LEG_TIMES_FROM, type LegTimesFrom } from '../../domain/dutyTime/api';

const L = 'dutyTime.legTimes';
const INTENT: Record<LegTimesFrom, Intent> = { flb: 'success', actual: 'primary', planned: 'none' };

export function LegTimesTag({ from }: { from: LegTimesFrom }) {
  const { t } = useTranslation();
  return (
    <Tooltip content={t(`${L}.${from}Hint`)} placement="top">
      <Tag minimal round intent={INTENT[from]} data-testid="duty-leg-times" data-times-from={from}>
        {t(`${L}.${from}`)}
      </Tag>
    </Tooltip>
  );
}

export function LegTimesLegend() {
  const { t } = useTranslation();
  return (
    <div className="foc-list__muted foc-duty-legend" data-testid="duty-leg-times-legend">
      {t(`${L}.legend`)}{' '}
      {LEG_TIMES_FROM.map((f) => (
        <span key={f} className="foc-duty-legend__item">
          <Tag minimal round intent={INTENT[f]}>
            {t(`${L}.${f}`)}
          </Tag>{' '}
          {t(`${L}.${f}Hint`)}{' '}
        </span>
      ))}
    </div>
  );
}
