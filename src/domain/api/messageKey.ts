/**
 * Every message key the server may answer with, as one union: the error catalogue and each domain's
 * refusals. `AppError` takes a `MessageKey`, so a refusal computed by a domain function is thrown as it
 * is, and a key that exists nowhere does not compile. The browser translates the same keys.
 */
import type { DutyErrorKey } from '../dutyTime/api';
import type { FleetRecordKey } from '../fleet/aircraftRules';
import type { FleetErrorKey } from '../fleet/errors';
import type { NoticeRefusal } from '../message/notice';
import type { TrackErrorKey } from '../track/rules';
import type { CrewRecordKey } from '../crew/recordChecks';
import type { CrewErrorKey } from '../trip/crewAssignment';
import type { TripErrorKey } from '../trip/errors';
import type { ScheduleErrorKey } from '../trip/ferry';
import type { LegRecordKey } from '../trip/legRecords';
import type { LegReportKey } from '../trip/legReport';
import type { MoveKey } from '../trip/move';
import type { ValidationKey } from '../validation/keys';
import type { ErrorKey } from './errors';
import type { SupplyErrorKey } from '../fleet/supplies';
import type { FlbErrorKey } from '../flb/rules';

export type MessageKey =
  | ErrorKey
  | ValidationKey
  | TripErrorKey
  | CrewErrorKey
  | CrewRecordKey
  | MoveKey
  | ScheduleErrorKey
  | LegRecordKey
  | LegReportKey
  | DutyErrorKey
  | TrackErrorKey
  | NoticeRefusal
  | FleetRecordKey
  | SupplyErrorKey
  | FleetErrorKey
  | FlbErrorKey;
