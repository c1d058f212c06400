/** Site messages (server/modules/message/messageRoutes.ts) and message templates (templateRoutes.ts). Types: src/contract/message.ts. */
import type { MessageList, MessageRow, ReadAllBody, SeatMessageAnswer, SeatMessageBody, TemplateInput, TemplateList, TemplateRow, Unread } from '../contract/message';
import { api } from './http';
import type { ListQueryBody } from './trip';

export type { MessageRow, TemplateInput, TemplateRow } from '../contract/message';

export const messageApi = {
  list: (body: ListQueryBody) => api.read<MessageList>('/message/v1/messageLogs/list', body),
  unread: () => api.get<Unread>('/message/v1/messageLogs/unread', { silent: true }),
  markRead: (m: Pick<MessageRow, 'id'>) => api.post<Unread>('/message/v1/messageLogs', { id: m.id }),
  readAll: (ids?: string[]) => api.post<Unread>('/message/v1/messageLogs/readAll', (ids?.length ? { ids } : {}) satisfies ReadAllBody),
  sendToSeats: (body: SeatMessageBody) => api.post<SeatMessageAnswer>('/message/v1/seatMessages', body),
  readLeg: (tripLegId: string) => api.post<Unread>('/message/v1/messageLogs/readLeg', { tripLegId }, { silent: true }),
};

export const templateApi = {
  list: () => api.read<TemplateList>('/common/v1/messageTemplates/list', {}),
  save: (functionCode: string, body: TemplateInput) => api.put<TemplateRow>(`/common/v1/messageTemplates/${functionCode}`, body),
  reset: (functionCode: string) => api.delete<TemplateRow>(`/common/v1/messageTemplates/${functionCode}`),
};
