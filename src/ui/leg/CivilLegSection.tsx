import { Card, H5 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { CivilLegRecord } from '../../api/tripTypes';
import { settings } from '../../state/settings';
import { instantText } from '../list/times';

const FIELDS = ['capacityNumber', 'supplier', 'contact', 'currency', 'amount', 'settlementTime', 'note'] as const;

/** The outsourced (civil) leg of this leg, read-only. */
export function CivilLegSection({ civil }: { civil: CivilLegRecord }) {
  const { t } = useTranslation();
  const { timeType } = useSnapshot(settings);
  const text = (f: (typeof FIELDS)[number]) => {
    const v = civil[f];
    if (v === null || v === undefined || v === '') return '—';
    return f === 'settlementTime' && typeof v === 'string' && v.includes('T') ? instantText(v, timeType) : String(v);
  };
  return (
    <Card className="foc-leg__section" data-testid="leg-civil">
      <H5>{t('legDetail.civil.title')}</H5>
      <dl className="foc-leg__facts">
        {FIELDS.map((f) => (
          <div key={f} className="foc-leg__fact">
            <dt>{t(`legDetail.civil.${f}`)}</dt>
            <dd>{text(f)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
