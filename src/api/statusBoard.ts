/** The aircraft status board and an aircraft's open items (server/modules/fleet/statusBoardRoutes.ts). Types: src/contract/statusBoard.ts. */
import type { OpenItemsAnswer, StatusBoardAnswer, StatusBoardBody } from '../contract/statusBoard';
import { api } from './http';

export type { OpenAogAnswer, OpenItemsAnswer, OpenMelItemAnswer, StatusBoardAnswer, StatusBoardBody, StatusBoardRowAnswer } from '../contract/statusBoard';

export const statusBoardApi = {
  board: (filters: StatusBoardBody) => api.read<StatusBoardAnswer>('/fleet/v1/statusBoard', filters),
  /** Silent: a panel that cannot load its items says so itself. */
  openItems: (aircraftId: string) => api.get<OpenItemsAnswer>(`/fleet/v1/aircraft/${encodeURIComponent(aircraftId)}/openItems`, { silent: true }),
};
