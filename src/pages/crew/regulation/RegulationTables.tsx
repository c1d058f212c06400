/**
 * The tables of the regulation editor: the basic FDP grid (report-time bands × sector columns), the
 * flight-time table, the augmented FDP table (rest class × pilots) and the cumulative limits. Each
 * number is a cell showing the preset's value under it; a value looser than the preset's is marked
 * red with the preset's value. Bands, columns, windows and citations are read-only.
 */
import { H5, HTMLTable, InputGroup } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Loosening } from '../../../api/dutyTime';
import { citationText, type Translate } from '../../../domain/dutyTime/citation';
import { bandText, columnText } from '../../../domain/dutyTime/clock';
import type { CumulativeWindow, Regulation } from '../../../domain/dutyTime/regulation';
import type { RuleError } from '../../../domain/validation';
import { FormField } from '../../../forms';
import { looseValueText, type FieldKind } from './regulationForm';

/** What a cell needs of the editor: its text, the preset's, and its marks. */
export interface FieldView {
  readOnly: boolean;
  /** Show the preset's value beside each number (not on the preset itself). */
  hints: boolean;
  text(path: string): string;
  set(path: string, text: string): void;
  kind(path: string): FieldKind | undefined;
  presetText(path: string): string;
  loose(path: string): Loosening | undefined;
  error(path: string): RuleError | undefined;
}

function Hint({ view, path }: { view: FieldView; path: string }) {
  const { t } = useTranslation();
  const loose = view.loose(path);
  if (loose) {
    const preset = looseValueText(view.kind(path), loose.preset);
    return <span className="foc-reg-cell__hint" data-testid="reg-loose-hint">{preset === null ? t('dutyTime.editor.presetNotAllowed') : t('dutyTime.editor.presetLimit', { value: preset })}</span>;
  }
  if (!view.hints) return null;
  const preset = view.presetText(path);
  return <span className="foc-reg-cell__hint">{preset === '' ? t('dutyTime.editor.notAllowed') : t('dutyTime.editor.preset', { value: preset })}</span>;
}

/** One number of a table. */
export function Cell({ view, path, label }: { view: FieldView; path: string; label: string }) {
  const { t } = useTranslation();
  const loose = !!view.loose(path);
  const error = view.error(path);
  return (
    <div className={`foc-reg-cell${loose ? ' foc-reg-cell--loose' : ''}${error ? ' foc-reg-cell--error' : ''}`} data-testid={`reg-cell-${path}`} data-loose={loose ? '' : undefined}>
      <InputGroup
        size="small"
        value={view.text(path)}
        readOnly={view.readOnly}
        intent={loose || error ? 'danger' : 'none'}
        placeholder={view.kind(path) === 'cell' ? t('dutyTime.editor.notAllowedShort') : 'H:MM'}
        aria-label={label}
        title={error ? t(error.key, error.params ?? {}) : undefined}
        onValueChange={(v) => view.set(path, v)}
        data-testid={`reg-input-${path}`}
      />
      <Hint view={view} path={path} />
    </div>
  );
}

/** A labelled single number (warning share, rest minimum, …). */
export function Field({ view, path, label, unit }: { view: FieldView; path: string; label: string; unit?: string }) {
  const { t } = useTranslation();
  const loose = view.loose(path);
  const preset = view.presetText(path);
  const helper = loose ? t('dutyTime.editor.presetLimit', { value: looseValueText(view.kind(path), loose.preset) ?? '—' }) : preset && view.hints ? t('dutyTime.editor.preset', { value: preset }) : undefined;
  return (
    <FormField label={unit ? `${label} (${unit})` : label} error={view.error(path) ?? (loose ? { key: 'dutyTime.editor.looser', params: { value: looseValueText(view.kind(path), loose.preset) ?? '—' } } : null)} helperText={helper}>
      <div className={loose ? 'foc-reg-cell--loose' : undefined} data-testid={`reg-cell-${path}`} data-loose={loose ? '' : undefined}>
        <InputGroup value={view.text(path)} readOnly={view.readOnly} intent={loose || view.error(path) ? 'danger' : 'none'} style={{ width: 120 }} aria-label={label} onValueChange={(v) => view.set(path, v)} data-testid={`reg-input-${path}`} />
      </div>
    </FormField>
  );
}

export function Section({ title, citation, children, testId }: { title: string; citation?: string; children?: ReactNode; testId?: string }) {
  const cite = useCitation();
  return (
    <>
      <div className="foc-reg-section" data-testid={testId}>
        <H5>{title}</H5>
        {citation && <span className="foc-reg-cite" data-testid="reg-citation">{cite(citation)}</span>}
      </div>
      {children}
    </>
  );
}

export function BasicFdpTable({ reg, view }: { reg: Regulation; view: FieldView }) {
  const { t } = useTranslation();
  const basic = reg.fdp.basic;
  if ('fixedMinutes' in basic) {
    return (
      <Section title={t('dutyTime.editor.basicFdp')} citation={basic.citation}>
        <div className="foc-reg-fields">
          <Field view={view} path="fdp.basic.fixedMinutes" label={t('dutyTime.editor.fixedDuty')} unit="H:MM" />
        </div>
      </Section>
    );
  }
  return (
    <Section title={t('dutyTime.editor.basicFdp')} citation={basic.citation} testId="reg-basic">
      <HTMLTable compact bordered className="foc-reg-grid" data-testid="reg-basic-grid">
        <thead>
          <tr>
            <th>{t('dutyTime.editor.reportBand')}</th>
            {basic.columns.map((c, i) => (
              <th key={i}>{t('dutyTime.editor.sectors', { n: columnText(c) })}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {basic.bands.map((b, r) => (
            <tr key={r}>
              <th scope="row">{bandText(b)}</th>
              {basic.columns.map((c, i) => (
                <td key={i}>
                  <Cell view={view} path={`fdp.basic.minutes.${r}.${i}`} label={`${bandText(b)} · ${t('dutyTime.editor.sectors', { n: columnText(c) })}`} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <p className="foc-reg-cite">{t(basic.beyondLastColumn === 'lastColumn' ? 'dutyTime.editor.beyondLastColumn' : 'dutyTime.editor.beyondNotAllowed')}</p>
    </Section>
  );
}

export function FlightTimeTable({ reg, view }: { reg: Regulation; view: FieldView }) {
  const { t } = useTranslation();
  const ft = reg.flightTime;
  const in24 = reg.flightTimeIn24h;
  return (
    <>
      {ft && (
        <Section title={t('dutyTime.editor.flightTime')} citation={ft.citation}>
          <HTMLTable compact bordered className="foc-reg-grid" data-testid="reg-flight-grid">
            <thead>
              <tr>
                <th>{t('dutyTime.editor.reportBand')}</th>
                {ft.bands.map((b, i) => (
                  <th key={i}>{bandText(b)}</th>
                ))}
                {([3, 4] as const).filter((p) => ft.augmented?.[p] !== undefined).map((p) => (
                  <th key={`a${p}`}>{t('dutyTime.editor.pilots', { n: p })}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{t('dutyTime.editor.maxFlightTime')}</th>
                {ft.bands.map((b, i) => (
                  <td key={i}>
                    <Cell view={view} path={`flightTime.minutes.${i}`} label={`${t('dutyTime.editor.flightTime')} ${bandText(b)}`} />
                  </td>
                ))}
                {([3, 4] as const).filter((p) => ft.augmented?.[p] !== undefined).map((p) => (
                  <td key={`a${p}`}>
                    <Cell view={view} path={`flightTime.augmented.${p}`} label={`${t('dutyTime.editor.flightTime')} ${t('dutyTime.editor.pilots', { n: p })}`} />
                  </td>
                ))}
              </tr>
            </tbody>
          </HTMLTable>
        </Section>
      )}
      {in24 && (
        <Section title={t('dutyTime.editor.flightTimeIn24h')} citation={in24.citation}>
          <div className="foc-reg-fields">
            {([1, 2] as const).map((p) => (
              <Field key={p} view={view} path={`flightTimeIn24h.minutes.${p}`} label={t('dutyTime.editor.pilots', { n: p })} unit="H:MM" />
            ))}
          </div>
        </Section>
      )}
    </>
  );
}

export function AugmentedTable({ reg, view }: { reg: Regulation; view: FieldView }) {
  const { t } = useTranslation();
  const cite = useCitation();
  const aug = reg.fdp.augmented;
  if (!aug) return null;
  const heads = ([1, 2, 3] as const).flatMap((cls) => ([3, 4] as const).map((p) => ({ cls, p, label: t('dutyTime.editor.classPilots', { cls, n: p }) })));
  const rows = aug.bands ? aug.bands.map((b) => bandText(b)) : [t('dutyTime.editor.anyReportTime')];
  return (
    <Section title={t('dutyTime.editor.augmentedFdp')} citation={aug.citation}>
      <HTMLTable compact bordered className="foc-reg-grid" data-testid="reg-augmented-grid">
        <thead>
          <tr>
            <th>{t('dutyTime.editor.reportBand')}</th>
            {heads.map((h) => (
              <th key={`${h.cls}-${h.p}`}>{h.label}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((label, i) => (
            <tr key={i}>
              <th scope="row">{label}</th>
              {heads.map((h) => (
                <td key={`${h.cls}-${h.p}`}>
                  <Cell view={view} path={`fdp.augmented.minutes.${h.cls}.${h.p}.${i}`} label={`${label} · ${h.label}`} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {aug.maxSectors !== undefined && <p className="foc-reg-cite">{t('dutyTime.editor.maxSectors', { n: aug.maxSectors })}</p>}
      {aug.longSectorBonus && (
        <p className="foc-reg-cite">
          {t('dutyTime.editor.longSectorBonus', { add: aug.longSectorBonus.minutes, over: aug.longSectorBonus.longestSectorOverMinutes / 60, n: aug.longSectorBonus.maxSectors })} — {cite(aug.longSectorBonus.citation)}
        </p>
      )}
    </Section>
  );
}

export function windowText(t: TFunction, w: CumulativeWindow): string {
  switch (w.kind) {
    case 'rollingDays':
      return t('dutyTime.window.rollingDays', { n: w.days });
    case 'rollingHours':
      return t('dutyTime.window.rollingHours', { n: w.hours });
    case 'calendarMonth':
      return t('dutyTime.window.calendarMonth');
    case 'calendarMonths':
      return t('dutyTime.window.calendarMonths', { n: w.count });
    case 'calendarQuarter':
      return w.count && w.count > 1 ? t('dutyTime.window.calendarQuarters', { n: w.count }) : t('dutyTime.window.calendarQuarter');
    case 'calendarYear':
      return t('dutyTime.window.calendarYear');
  }
}

export function CumulativeTable({ reg, view }: { reg: Regulation; view: FieldView }) {
  const { t } = useTranslation();
  const cite = useCitation();
  return (
    <Section title={t('dutyTime.editor.cumulative')}>
      <HTMLTable compact bordered className="foc-reg-grid" data-testid="reg-cumulative">
        <thead>
          <tr>
            <th>{t('dutyTime.editor.measure')}</th>
            <th>{t('dutyTime.editor.window')}</th>
            <th>{t('dutyTime.editor.limitHours')}</th>
            <th>{t('dutyTime.editor.citation')}</th>
          </tr>
        </thead>
        <tbody>
          {reg.cumulative.map((c, i) => (
            <tr key={i}>
              <th scope="row">{t(`dutyTime.measure.${c.measure}`)}</th>
              <td>{windowText(t, c.window)}</td>
              <td>
                <Cell view={view} path={`cumulative.${i}.limitMinutes`} label={`${t(`dutyTime.measure.${c.measure}`)} ${windowText(t, c.window)}`} />
              </td>
              <td className="foc-reg-cite">{cite(c.citation)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </Section>
  );
}

/** A rule reference in the user's language (src/domain/dutyTime/citation.ts). */
export function useCitation(): (citation: string) => string {
  const { t } = useTranslation();
  return (c) => citationText(c, t as unknown as Translate);
}
