/** The edit form's OOOI times (with their ADS-B origin) and the durations (typed, computed, the reason of a correction). */
import { Button, Callout, InputGroup, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { FlbDetail } from '../../api/flb';
import type { FieldOrigin } from '../../domain/flb/rules';
import type { RuleError } from '../../domain/validation/types';
import { DateTimeInput, FormField } from '../../forms';
import { DURATIONS, hm, OOOI, wallText, type DurationField, type FlbForm, type OooiField, type TimeFrame } from './flbView';
import { OriginTag } from './OriginTag';

export interface SectionProps {
  form: FlbForm;
  patch: (p: Partial<FlbForm>) => void;
  /** The first problem of a field (client check or server refusal). */
  error: (field: string) => RuleError | null;
  origins: Partial<Record<string, FieldOrigin>>;
  readOnly: boolean;
  detail: FlbDetail;
}

/** The ADS-B draft's notes: take-off or landing estimated across a gap, a rejected take-off. */
export function AdsbNotes({ detail }: { detail: FlbDetail }) {
  const { t } = useTranslation();
  const n = detail.adsbNotes;
  if (!n) return null;
  const notes = [n.estimatedOff && t('flbScreen.adsb.estimatedOff'), n.estimatedOn && t('flbScreen.adsb.estimatedOn'), n.rejectedTakeoff && t('flbScreen.adsb.rejectedTakeoff')].filter(Boolean);
  return (
    <Callout compact intent={notes.length ? 'warning' : 'primary'} icon="satellite" className="foc-flb__notes" data-testid="flb-adsb-notes">
      {t('flbScreen.adsb.samples', { count: n.samples })}
      {notes.map((text) => (
        <div key={text as string}>{text}</div>
      ))}
    </Callout>
  );
}

export function TimesSection({ form, patch, error, origins, readOnly, frame }: SectionProps & { frame: TimeFrame }) {
  const { t } = useTranslation();
  const set = (f: OooiField, v: string) => patch({ times: { ...form.times, [f]: v } });
  return (
    <div className="foc-flb__grid foc-flb__grid--4 foc-flb__grid--times">
      {OOOI.map((f) => (
        <div key={f} className="foc-flb__cell" data-testid={`flb-time-${f}`}>
          <DateTimeInput
            fill
            name={f}
            label={t(`flbScreen.field.${f}`)}
            value={form.times[f]}
            onChange={(v) => set(f, v)}
            timeType={frame.timeType}
            minuteStep={1}
            readOnly={readOnly}
            error={error(f)}
            touched
          />
          <OriginTag origin={origins[f]} kind="time" draftText={(ms) => wallText(new Date(ms).toISOString(), f, frame).slice(11)} testId={`flb-origin-${f}`} />
        </div>
      ))}
    </div>
  );
}

/** Block, air and flight time: typed H:MM, what the times give beside it, and a reason when they differ. */
export function DurationsSection({ form, patch, error, origins, readOnly, detail, computed }: SectionProps & { computed: Record<DurationField, number | null> }) {
  const { t } = useTranslation();
  return (
    <div className="foc-flb__grid foc-flb__grid--3">
      {DURATIONS.map((f) => {
        const want = computed[f];
        const text = form.durations[f];
        const differs = want !== null && text.trim() !== '' && text.trim() !== hm(want);
        const label = f === 'flightMinutes' ? `${t('flbScreen.field.flightMinutes')} (${t(`flbScreen.basis.${detail.flightTimeBasis}`)})` : t(`flbScreen.field.${f}`);
        return (
          <div key={f} className="foc-flb__cell" data-testid={`flb-duration-${f}`}>
            <FormField label={label} error={error(f)}>
              <InputGroup
                value={text}
                placeholder="H:MM"
                readOnly={readOnly}
                onChange={(e) => patch({ durations: { ...form.durations, [f]: e.currentTarget.value } })}
                name={f}
                data-testid={`flb-${f}`}
                rightElement={
                  want === null ? undefined : (
                    <Tag minimal intent={differs ? 'warning' : 'success'} data-testid={`flb-computed-${f}`} title={t('flbScreen.computed')}>
                      = {hm(want)}
                    </Tag>
                  )
                }
              />
            </FormField>
            <span className="foc-flb__under">
              <OriginTag origin={origins[f]} kind="minutes" testId={`flb-origin-${f}`} />
              {!readOnly && want !== null && text.trim() !== hm(want) && (
                <Button size="small" variant="minimal" icon="refresh" text={t('flbScreen.useComputed', { value: hm(want) })} onClick={() => patch({ durations: { ...form.durations, [f]: hm(want) } })} data-testid={`flb-use-${f}`} />
              )}
            </span>
            {(differs || form.reasons[f].trim() !== '') && (
              <FormField label={t('flbScreen.reason')} required={differs} error={differs && !form.reasons[f].trim() ? { key: 'flbScreen.reasonRequired', params: { value: hm(want) } } : null}>
                <InputGroup value={form.reasons[f]} maxLength={500} readOnly={readOnly} onChange={(e) => patch({ reasons: { ...form.reasons, [f]: e.currentTarget.value } })} data-testid={`flb-reason-${f}`} />
              </FormField>
            )}
          </div>
        );
      })}
    </div>
  );
}
