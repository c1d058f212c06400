import { Button, Callout } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { crewAssignmentIssueApi, type CrewAssignmentIssue } from '../../api/crewRecords';
import { legRouteOf } from '../../domain/message/realtime';
import { settings } from '../../state/settings';
import { instantText, useAirportZones } from '../list/times';

/**
 * The crew member's assignments that no longer hold (a record edited or expired since, leave
 * recorded over them): said on the crew detail, where the record was changed, each leg with the
 * rule it fails now and a way to its leg to change the crew. Read again when `stamp` changes (a
 * record saved in a tab); nothing shown when every assignment holds.
 */
export function AssignmentIssues({ crewId, stamp }: { crewId: string; stamp: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { timeType } = useSnapshot(settings);
  const [issues, setIssues] = useState<CrewAssignmentIssue[]>([]);
  useEffect(() => {
    let live = true;
    crewAssignmentIssueApi.list(crewId).then(
      (list) => live && setIssues(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [crewId, stamp]);
  const zones = useAirportZones(issues.map((i) => i.departureIcao), timeType);
  if (issues.length === 0) return null;
  return (
    <Callout intent="danger" icon="error" className="foc-crew-detail__issues" data-testid="crew-assignment-issues" title={t('crewDetail.issues.title', { count: issues.length })}>
      <ul>
        {issues.map((i) => (
          <li key={i.assignmentId} data-testid="crew-assignment-issue" data-leg-id={i.legId}>
            <b>
              {i.tripNumber}/{i.legNumber}
            </b>{' '}
            {i.departureIcao}→{i.arrivalIcao} · {instantText(i.plannedDepartureUtc, timeType, zones[i.departureIcao.toUpperCase()])} — {t(i.key, i.params)}{' '}
            <Button variant="minimal" size="small" icon="share" text={t('crewDetail.issues.openLeg')} onClick={() => navigate(legRouteOf({ functionCode: '', tripLegId: i.legId })!)} />
          </li>
        ))}
      </ul>
    </Callout>
  );
}
