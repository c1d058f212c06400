/** Fatigue report (`crew/report/FatigueReport`): the 7 days ending with the date per crew member — duty, FDP and flight time, WOCL duties, early starts and late finishes, the shortest rest, consecutive duty days, warnings and failures. */
import type { TFunction } from 'i18next';
import { dutyReportApi } from '../../../api/dutyTime';
import { fatigueColumns } from './reportColumns';
import { ReportScreen } from './ReportScreen';

const columns = (t: TFunction) => fatigueColumns(t);

export default function FatigueReport() {
  return <ReportScreen screen="fatigueReport" perm="fatigueReport" run={dutyReportApi.fatigue} columns={columns} />;
}
