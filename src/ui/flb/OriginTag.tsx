/** Where an ADS-B figure came from: ADS-B, typed, or corrected (with the draft's value and the difference). */
import { Tag, Tooltip } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { FieldOrigin } from '../../domain/flb/rules';
import { hm, signed } from './flbView';

const INTENT = { adsb: 'primary', typed: 'none', corrected: 'warning' } as const;

export type OriginKind = 'time' | 'minutes' | 'count' | 'km';

/** The draft's value as text: a time in the form's clock, minutes H:MM, a count, km. */
export function OriginTag({ origin, kind, draftText, testId }: { origin: FieldOrigin | undefined; kind: OriginKind; draftText?: (ms: number) => string; testId: string }) {
  const { t } = useTranslation();
  if (!origin) return null;
  const label = t(`flb.source.${origin.source}`);
  if (origin.source !== 'corrected') {
    return (
      <Tag minimal intent={INTENT[origin.source]} className="foc-flb__origin" data-testid={testId} data-source={origin.source}>
        {label}
      </Tag>
    );
  }
  const diff = origin.difference;
  const diffText = diff === undefined ? '' : kind === 'time' || kind === 'minutes' ? t('flbScreen.source.minutes', { n: signed(diff) }) : kind === 'km' ? `${signed(diff)} km` : signed(diff);
  const draft = origin.adsb === null || origin.adsb === undefined ? '' : kind === 'time' ? (draftText?.(origin.adsb) ?? '') : kind === 'minutes' ? hm(origin.adsb) : String(origin.adsb);
  return (
    <Tooltip content={t('flbScreen.source.draftWas', { value: draft || '—' })} placement="top">
      <Tag minimal intent={INTENT.corrected} className="foc-flb__origin" data-testid={testId} data-source="corrected" data-difference={diff ?? ''}>
        {label}
        {diffText && <span className="foc-flb__diff"> {diffText}</span>}
        {draft && <span className="foc-flb__was"> ({t('flbScreen.source.adsbShort')} {draft})</span>}
      </Tag>
    </Tooltip>
  );
}
