/** Business intentions (server/modules/trip/intentions/intentionRoutes.ts). */
import type { IntentionStatus } from '../domain/trip';
import type { IntentionInput, RequestedLeg } from '../domain/trip/intention';
import { api } from './http';
import type { ListAnswer, ListQueryBody } from './trip';
import type { TripDetail } from './tripTypes';

export type { IntentionInput, RequestedLeg } from '../domain/trip/intention';

export interface IntentionRow {
  id: string;
  intentionNumber: string;
  customerId: string;
  contactName: string | null;
  contactPhone: string | null;
  requestedLegs: RequestedLeg[];
  status: IntentionStatus;
  rejectReason: string | null;
  tripId: string | null;
  note: string | null;
  createAuthor: string | null;
  createTime: string;
  updateAuthor: string | null;
  updateTime: string | null;
  version: number;
}

export interface CustomerOption {
  id: string;
  name: string;
}

const BASE = '/trip/v1/intentions';
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export const intentionApi = {
  list: (body: ListQueryBody) => api.read<ListAnswer<IntentionRow>>(`${BASE}/list`, body),
  get: (id: string) => api.get<IntentionRow>(one(id)),
  create: (input: IntentionInput) => api.post<IntentionRow>(BASE, input),
  update: (id: string, version: number, input: Partial<IntentionInput>) => api.put<IntentionRow>(one(id), { version, ...input }),
  confirm: (row: IntentionRow) => api.post<IntentionRow>(`${one(row.id)}/confirm`, { version: row.version }),
  reject: (row: IntentionRow, reason: string) => api.post<IntentionRow>(`${one(row.id)}/reject`, { version: row.version, reason }),
  cancel: (row: IntentionRow) => api.post<IntentionRow>(`${one(row.id)}/cancel`, { version: row.version }),
  /** Silent: the caller asks about leg-form warnings (400 trip.error.confirmationRequired) and retries with confirm. */
  initiate: (row: IntentionRow, confirm: boolean) =>
    api.post<{ intention: IntentionRow; trip: TripDetail & { intentionId: string | null } }>(`${one(row.id)}/initiate`, { version: row.version, confirm }, { silent: !confirm }),
  /** Customers of the company for the select, by name (first 500). */
  customers: async (): Promise<CustomerOption[]> =>
    (await api.read<ListAnswer<CustomerOption>>('/customer/v1/customers/list', { page: 1, pageSize: 500, sortProperties: 'name', sortDirection: 'asc' })).list.map((c) => ({ id: c.id, name: c.name })),
};
