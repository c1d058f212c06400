import { api } from '../../api/http';
import type { HomeAnswer } from '../../contract/home';
import type { TimeType } from '../../domain/timeType';

/** GET /account/v1/homeCards/{seatId}: the seat's work cards for today in the time type; `quiet` for live reloads (no toasts). */
export const fetchHome = (seatId: string, timeType: TimeType, quiet = false) =>
  api.get<HomeAnswer>(`/account/v1/homeCards/${encodeURIComponent(seatId)}?timeType=${encodeURIComponent(timeType)}`, { silent: quiet });
