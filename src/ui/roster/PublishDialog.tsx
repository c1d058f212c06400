/**
 * Publishing the shown period of a roster (days in the operator's zone) with an optional note, and
 * the roster's earlier publications, newest first.
 */
import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, HTMLTable, TextArea } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rosterApi, type RosterPublication } from '../../api/roster';
import { toastKey } from '../../app/toaster';
import type { CrewType } from '../../domain/trip/crewAssignment';
import type { TimeType } from '../../domain/timeType';
import { instantText } from '../list/times';

export interface PublishPeriod {
  crewType: CrewType;
  fromDate: string;
  toDate: string;
  zone: string;
}

export function PublishDialog({ period, canPublish, timeType, onClose, onPublished }: { period: PublishPeriod | null; canPublish: boolean; timeType: TimeType; onClose: () => void; onPublished: () => void }) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [list, setList] = useState<RosterPublication[]>([]);
  const crewType = period?.crewType;

  const load = (type: CrewType) => rosterApi.publications({ crewType: type, pageSize: 10 }).then((a) => setList(a.list), () => undefined);
  useEffect(() => {
    setNote('');
    if (crewType) void load(crewType);
  }, [crewType, period?.fromDate, period?.toDate]);

  const publish = async () => {
    if (!period) return;
    setBusy(true);
    try {
      const a = await rosterApi.publish({ crewType: period.crewType, fromDate: period.fromDate, toDate: period.toDate, ...(note.trim() ? { note: note.trim() } : {}) });
      toastKey(a.created ? 'roster.publish.done' : 'roster.publish.unchanged', undefined, a.created ? 'success' : 'primary', { notified: a.notified });
      await load(period.crewType);
      onPublished();
    } catch {
      // told by the request layer
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog isOpen={period !== null} title={t('roster.publish.title')} onClose={onClose} style={{ width: 640, maxWidth: '95vw' }}>
      <DialogBody>
        {period && (
          <Callout intent="primary" icon="calendar" data-testid="roster-publish-period">
            {t('roster.publish.period', { from: period.fromDate, to: period.toDate, zone: period.zone })}
          </Callout>
        )}
        {canPublish && (
          <FormGroup label={t('roster.publish.note')} labelFor="roster-publish-note" style={{ marginTop: 12 }}>
            <TextArea id="roster-publish-note" fill maxLength={500} value={note} onChange={(e) => setNote(e.currentTarget.value)} data-testid="roster-publish-note" />
          </FormGroup>
        )}
        <h4 style={{ margin: '12px 0 6px' }}>{t('roster.publish.history')}</h4>
        {list.length === 0 ? (
          <p data-testid="roster-publications-empty">{t('roster.publish.none')}</p>
        ) : (
          <HTMLTable compact striped style={{ width: '100%' }} data-testid="roster-publications">
            <thead>
              <tr>
                <th>{t('roster.publish.col.period')}</th>
                <th>{t('roster.publish.col.legs')}</th>
                <th>{t('roster.publish.col.crew')}</th>
                <th>{t('roster.publish.col.by')}</th>
                <th>{t('roster.publish.col.time', { zone: t(`roster.timeType.${timeType}`) })}</th>
                <th>{t('roster.publish.note')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((p) => (
                <tr key={p.id} data-testid="roster-publication">
                  <td>
                    {p.fromDate} ~ {p.toDate}
                  </td>
                  <td>{p.assignmentCount}</td>
                  <td>{p.crewCount}</td>
                  <td>{p.createAuthor}</td>
                  <td>{instantText(p.createTime, timeType)}</td>
                  <td>{p.note}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('roster.close')} onClick={onClose} data-testid="roster-publish-close" />
            {canPublish && <Button intent="primary" icon="send-message" text={t('roster.publish.ok')} disabled={busy} onClick={() => void publish()} data-testid="roster-publish-ok" />}
          </>
        }
      />
    </Dialog>
  );
}
