import { api } from '../../api/http';
import type { HomeAnswer } from '../../contract/home';
import type { TimeType } from '../../domain/timeType';

/** GET /home/v1/seats/{seatId}/cards: the seat's work cards for today in the time type; `quiet` for live reloads (no toasts). */
export const fetchHome = (seatId: string, timeType: TimeType, quiet = false) =>
  api.get<HomeAnswer>(`/home/v1/seats/${encodeURIComponent(seatId)}/cards?timeType=${encodeURIComponent(timeType)}`, { silent: quiet });
