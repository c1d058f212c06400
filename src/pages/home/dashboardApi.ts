import { api } from '../../api/http';
import type { DashboardCard } from './cards';

/** GET /account/v1/dashboard/{seatId}; `quiet` for automatic reloads (no toasts). */
export const fetchDashboard = (seatId: string, quiet = false) =>
  api.get<DashboardCard[]>(`/account/v1/dashboard/${encodeURIComponent(seatId)}`, { silent: quiet });
