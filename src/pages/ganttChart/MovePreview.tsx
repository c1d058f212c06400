/**
 * The consequences of a Gantt move, shown before it is sent (the server's dry run of the move,
 * `ganttApi.previewMove`): where the leg goes, the readiness it loses, the warnings the move would
 * ask to confirm, ferry legs added or removed, the leg's crew (a pilot not rated on the new type
 * is marked) and the crew's duty-time verdict. Confirming sends the move.
 */
import { Callout, Tag } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import type { GanttLegAnswer, MovePreviewAnswer } from '../../api/gantt';
import { confirm } from '../../forms';
import { legLabel } from './ganttMapping';

type T = (key: string, params?: Record<string, unknown>) => string;
type Ferry = MovePreviewAnswer['ferriesAdded'][number];

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <div style={{ marginTop: 10 }} data-preview={id}>
      <div style={{ fontWeight: 600, marginBottom: 2 }}>{title}</div>
      {children}
    </div>
  );
}

function ferryText(f: Ferry, at: (iso: string) => string): string {
  return `${f.tailNo ?? ''} ${f.departureIcao}→${f.arrivalIcao} ${at(f.plannedDepartureUtc)} – ${at(f.plannedArrivalUtc)}`.trim();
}

export function MovePreviewBody({ preview, leg, t, at }: { preview: MovePreviewAnswer; leg: GanttLegAnswer; t: T; at: (iso: string) => string }) {
  const { before, after, duty } = preview;
  const place = (s: MovePreviewAnswer['before']) => `${s.tailNo ?? t('ganttScreen.preview.noAircraft')} · ${at(s.plannedDepartureUtc)}`;
  return (
    <div data-testid="gantt-move-preview">
      <p>
        {t('ganttScreen.preview.move', { leg: legLabel(leg) })}
        <br />
        <span data-preview="from">{place(before)}</span> → <b data-preview="to">{place(after)}</b>
      </p>
      <Section title={t('ganttScreen.preview.readiness')} id="readiness">
        {preview.readinessLost.length === 0 ? (
          <span>{t('ganttScreen.preview.readinessKept')}</span>
        ) : (
          <Callout intent="warning" compact>
            {preview.readinessLost.map((k) => t(`ganttScreen.preview.lost.${k}`)).join(' · ')}
          </Callout>
        )}
      </Section>
      {preview.warnings.length > 0 && (
        <Section title={t('ganttScreen.preview.warnings')} id="warnings">
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {preview.warnings.map((w) => (
              <li key={w.key}>{t(w.key, w.params)}</li>
            ))}
          </ul>
        </Section>
      )}
      <Section title={t('ganttScreen.preview.ferries')} id="ferries">
        {preview.ferriesAdded.length + preview.ferriesRemoved.length === 0 ? (
          <span>{t('ganttScreen.preview.ferriesNone')}</span>
        ) : (
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {preview.ferriesAdded.map((f, i) => (
              <li key={`a${i}`} data-ferry="added">
                <Tag minimal intent="primary">{t('ganttScreen.preview.ferryAdded')}</Tag> {ferryText(f, at)}
              </li>
            ))}
            {preview.ferriesRemoved.map((f, i) => (
              <li key={`r${i}`} data-ferry="removed">
                <Tag minimal>{t('ganttScreen.preview.ferryRemoved')}</Tag> {ferryText(f, at)}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t('ganttScreen.preview.crew')} id="crew">
        {preview.crew.length === 0 ? (
          <span>{t('ganttScreen.preview.crewNone')}</span>
        ) : (
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {preview.crew.map((c) => (
              <li key={c.crewId}>
                {c.workNo} {c.name} ({t(`legCrew.role.${c.role}`)}){' '}
                {c.qualified === false && <Tag intent="danger" minimal>{t('ganttScreen.preview.notRated')}</Tag>}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t('ganttScreen.preview.duty')} id="duty">
        {!duty ? (
          <span>{t('ganttScreen.preview.dutyUnchanged')}</span>
        ) : (
          <span>
            <Tag intent={duty.verdict === 'pass' ? 'success' : duty.verdict === 'warning' ? 'warning' : 'danger'}>{t(`ganttScreen.preview.dutyVerdict.${duty.verdict}`)}</Tag>{' '}
            {duty.regulation.name}
            {duty.crews.length > 0 && ` · ${duty.crews.map((c) => `${c.workNo} ${c.cnName}`).join(', ')}`}
          </span>
        )}
      </Section>
    </div>
  );
}

/** Shows the preview and answers whether the user confirmed the move. */
export function confirmMove(preview: MovePreviewAnswer, leg: GanttLegAnswer, t: T, at: (iso: string) => string): Promise<boolean> {
  return confirm({
    title: t('ganttScreen.preview.title'),
    confirmText: t('ganttScreen.move.confirm'),
    message: <MovePreviewBody preview={preview} leg={leg} t={t} at={at} />,
  });
}
