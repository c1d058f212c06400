import { Button, NonIdealState, Spinner, Tab, Tabs, Tag } from '@blueprintjs/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { RequestError } from '../../api/http';
import { crewApi, type CrewRow } from '../../api/resources';
import { hasAbility, session } from '../../state/session';
import { enumText } from '../resource/labels';
import { ResourceForm } from '../resource/ResourceForm';
import { AssignmentIssues } from './AssignmentIssues';
import { crewBody, crewFormRow } from './crewForm';
import { CrewFacts } from './CrewFacts';
import { CREW_TABS } from './crewTabs';
import { ExpiryTag } from './ExpiryTag';
import type { CrewRef } from './recordBase';
import { useCrewForm } from './useCrewForm';
import './crew.css';

const C = 'crewDetail.crew';
const RECOMMENDATION_INTENT = { recommended: 'success', notRecommended: 'danger', conditionsUnmet: 'warning' } as const;

/** Captain statuses and pilot job as tags. */
function CaptainTags({ row, jobName }: { row: CrewRow; jobName: string }) {
  const { t } = useTranslation();
  return (
    <span className="foc-crew-detail__captain" data-testid="crew-captain">
      {jobName && (
        <Tag minimal icon="id-number" data-testid="crew-pilot-job">
          {jobName}
        </Tag>
      )}
      <Tag minimal intent={row.captainAuthorised ? 'success' : 'none'} data-testid="crew-captain-authorised">
        {t(row.captainAuthorised ? `${C}.authorised` : `${C}.notAuthorised`)}
      </Tag>
      {row.captainRecommendation && (
        <Tag minimal intent={RECOMMENDATION_INTENT[row.captainRecommendation]}>{enumText(t, 'crewDetail.recommendation', row.captainRecommendation)}</Tag>
      )}
      <Tag minimal intent={row.routeCheckDone ? 'success' : 'warning'}>{t(row.routeCheckDone ? `${C}.routeCheckDone` : `${C}.routeCheckNotDone`)}</Tag>
    </span>
  );
}

/** The detail frame of one crew member: a header (identity, employment, statuses, worst document) over the record tabs of `CREW_TABS`. */
export function CrewDetailView({ crewId, tab, onTab }: { crewId: string; tab: string | null; onTab: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  useSnapshot(session);
  const [row, setRow] = useState<CrewRow | null>(null);
  const [missing, setMissing] = useState(false);
  const [editing, setEditing] = useState(false);
  const form = useCrewForm();

  useEffect(() => {
    let live = true;
    crewApi.get(crewId).then(
      (r) => live && setRow(r),
      (e: unknown) => live && setMissing(e instanceof RequestError),
    );
    return () => {
      live = false;
    };
  }, [crewId]);
  // a record saved or deleted in a tab: the header's worst status and next due date read again
  // … and the assignments that no longer hold are judged again
  const [stamp, setStamp] = useState(0);
  const refresh = useCallback(() => {
    crewApi.get(crewId).then(setRow, () => undefined);
    setStamp((n) => n + 1);
  }, [crewId]);

  const name = row ? (i18n.language === 'en' && row.enName ? row.enName : row.cnName) : '';
  const crew = useMemo<CrewRef>(() => ({ id: crewId, label: row ? `${row.workNo} ${name}` : crewId }), [crewId, row?.workNo, name]);

  if (missing) return <NonIdealState icon="search" title={t('crewDetail.missing')} />;
  if (!row) return <Spinner size={30} />;
  const selected = CREW_TABS.some((x) => x.id === tab) ? tab! : CREW_TABS[0]!.id;
  const jobName = row.pilotJobId ? (form.jobs.names[row.pilotJobId] ?? '') : '';
  return (
    <div className="foc-crew-detail" data-testid="crew-detail">
      <div className="foc-crew-detail__head">
        <h2 data-testid="crew-name">{row.cnName}</h2>
        {row.enName && <span className="foc-crew-detail__en">{row.enName}</span>}
        <Tag minimal data-testid="crew-work-no">{row.workNo}</Tag>
        <Tag minimal>{enumText(t, 'resources.crewType', row.crewType)}</Tag>
        {row.position && <Tag minimal>{enumText(t, 'resources.crewPosition', row.position)}</Tag>}
        <Tag minimal intent={row.status === 'active' ? 'success' : 'none'}>{enumText(t, 'resources.crewStatus', row.status)}</Tag>
        <span className="foc-crew-detail__docs">
          <b>{t('crewDetail.col.documentStatus')}</b>
          <ExpiryTag facts={{ status: row.documentStatus, daysLeft: null }} testId="crew-document-status" />
          {row.nextDueDate && <span data-testid="crew-next-due">{t('crewDetail.nextDue', { date: row.nextDueDate })}</span>}
        </span>
        <span className="foc-crew-detail__facts">
          <span>
            <b>{t('resources.crew.baseIcao')}</b>
            {row.baseIcao ?? '—'}
          </span>
        </span>
        {row.crewType === 'pilot' && <CaptainTags row={row} jobName={jobName} />}
        <span className="foc-list__spacer" />
        {hasAbility('crew:edit') && <Button icon="edit" text={t('crewDetail.edit')} onClick={() => setEditing(true)} data-testid="crew-edit" />}
      </div>
      <CrewFacts row={row} typeNames={form.types.names} userNames={form.users.names} />
      <AssignmentIssues crewId={crewId} stamp={stamp} />
      <Tabs id="crew-tabs" selectedTabId={selected} onChange={(id) => onTab(String(id))} renderActiveTabPanelOnly>
        {CREW_TABS.map(({ id, titleKey, Panel }) => (
          <Tab key={id} id={id} title={t(titleKey)} panel={<Panel crew={crew} onChanged={refresh} />} data-testid={`tab-${id}`} />
        ))}
      </Tabs>
      {editing && (
        <ResourceForm<CrewRow & { priorFlightTime: string }>
          title={t('resources.form.editTitle', { noun: t('resources.crew.noun') })}
          fields={form.fields}
          mode="update"
          row={crewFormRow(row)}
          versionOf={(r) => r.version}
          save={async (body, r) => crewFormRow(await crewApi.update(r!.id, crewBody(body, form.sensitive)))}
          reload={async (r) => crewFormRow(await crewApi.get(r.id))}
          uniqueFields={{ crews_company_work_no_uq: 'workNo' }}
          onClose={() => setEditing(false)}
          onSaved={(saved) => {
            setEditing(false);
            setRow(saved);
          }}
        />
      )}
    </div>
  );
}
