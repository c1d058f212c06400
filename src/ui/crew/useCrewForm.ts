import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { pilotJobApi, type PilotJobRow } from '../../api/crewRecords';
import { aircraftTypeApi, CREW_POSITIONS, CREW_SEXES, CREW_STATUSES, CREW_TYPES, type AircraftTypeRow } from '../../api/resources';
import { systemUserApi, type UserView } from '../../api/systemUsers';
import { CAPTAIN_RECOMMENDATIONS } from '../../domain/crew/records';
import { hasAbility, session } from '../../state/session';
import { enumOptions } from '../resource/labels';
import { useChoices } from '../resource/useChoices';
import { crewFormFields, SENSITIVE_PERMISSION } from './crewForm';

const typeCode = (r: AircraftTypeRow) => r.code;
const userName = (r: UserView) => r.userName;

/** The crew member's form fields with their choices (aircraft types, pilot jobs, user accounts) for this reader. */
export function useCrewForm() {
  const { t, i18n } = useTranslation();
  useSnapshot(session);
  const types = useChoices(aircraftTypeApi, typeCode, 'code');
  const jobLabel = (r: PilotJobRow) => (i18n.language === 'en' && r.nameEn ? r.nameEn : r.name);
  const jobs = useChoices(pilotJobApi, jobLabel, 'sortNum');
  const users = useChoices(systemUserApi, userName, 'userName');
  const sensitive = hasAbility(SENSITIVE_PERMISSION);
  return useMemo(() => {
    const fields = crewFormFields({
      crewTypes: enumOptions(t, 'resources.crewType', CREW_TYPES),
      positions: enumOptions(t, 'resources.crewPosition', CREW_POSITIONS),
      statuses: enumOptions(t, 'resources.crewStatus', CREW_STATUSES),
      sexes: enumOptions(t, 'resources.sex', CREW_SEXES),
      aircraftTypes: types.options,
      pilotJobs: jobs.options,
      recommendations: enumOptions(t, 'crewDetail.recommendation', CAPTAIN_RECOMMENDATIONS),
      users: users.options,
      sensitive,
    });
    return { fields, sensitive, types, jobs, users };
  }, [t, types, jobs, users, sensitive]);
}
