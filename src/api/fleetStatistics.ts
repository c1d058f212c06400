import type { AircraftStatisticsAnswer, AircraftStatisticsQuery, StatisticsListAnswer, StatisticsListBody } from '../contract/fleetStatistics';
import { api } from './http';

export type { AircraftStatisticsAnswer, StatisticsListAnswer, StatisticsListBody, StatisticsRow } from '../contract/fleetStatistics';
export { STATISTICS_COLUMNS, statisticsValue } from '../contract/fleetStatistics';

export const STATISTICS_EXPORT_URL = '/fleet/v1/aircraftStatistics/export';

/** Aircraft statistics (server/modules/fleet/statisticsRoutes.ts). */
export const fleetStatisticsApi = {
  forAircraft: (id: string, period: AircraftStatisticsQuery = {}) =>
    api.get<AircraftStatisticsAnswer>(`/fleet/v1/aircraft/${encodeURIComponent(id)}/statistics`, { params: period }),
  list: (body: StatisticsListBody) => api.read<StatisticsListAnswer>('/fleet/v1/aircraftStatistics/list', body),
};
