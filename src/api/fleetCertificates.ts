/** Aircraft certificates and machine supplies (server/modules/fleet/certificateSupplyRoutes.ts). */
import { api } from './http';
import { crudApi } from './resources';
import type { ListAnswer, ListQueryBody } from './trip';
import type { CertificateRow } from '../contract/fleetCertificate';
import type { SupplyHistoryRow, SupplyMove, SupplyMoveAnswer, SupplyRow } from '../contract/machineSupplies';

export type { CertificateRow, SupplyHistoryRow, SupplyMove, SupplyRow };

export const certificateApi = {
  ...crudApi<CertificateRow>('/fleet/v1/certificates'),
  /** `body` carries `version` and the new `endDate`. */
  renew: (id: string, body: Record<string, unknown>) => api.post<CertificateRow>(`/fleet/v1/certificates/${encodeURIComponent(id)}/renew`, body),
};

export const supplyApi = {
  ...crudApi<SupplyRow>('/fleet/v1/machineSupplies'),
  move: (id: string, kind: SupplyMove, body: Record<string, unknown>) => api.post<SupplyMoveAnswer>(`/fleet/v1/machineSupplies/${encodeURIComponent(id)}/${kind}`, body),
};

export const supplyHistoryApi = {
  list: (body: ListQueryBody) => api.read<ListAnswer<SupplyHistoryRow>>('/fleet/v1/machineSupplyHistory/list', body),
};
