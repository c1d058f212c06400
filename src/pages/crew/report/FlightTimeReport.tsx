/** Flight-time report (`crew/report/FlightTimeReport`): each crew member's flight time on the date, in 7 and 28 days, the month and the year, against the regulation's cumulative limits. */
import { dutyReportApi } from '../../../api/dutyTime';
import { flightTimeColumns } from './reportColumns';
import { ReportScreen } from './ReportScreen';

export default function FlightTimeReport() {
  return <ReportScreen screen="flightTimeReport" perm="flightTimeReport" run={dutyReportApi.flightTime} columns={flightTimeColumns} />;
}
