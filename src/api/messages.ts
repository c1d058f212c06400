/** Site messages (server/modules/message/messageRoutes.ts) and message templates (templateRoutes.ts). */
import type { MessageTemplate } from '../domain/message';
import { api } from './http';
import type { ListAnswer, ListQueryBody } from './trip';

export interface MessageRow {
  id: string;
  messageTitle: string;
  messageType: number;
  messageInfo: string;
  receivePeopleName: string;
  createAuthor: string;
  createTime: string;
  updateAuthor: string;
  updateTime: string;
  /** 0 unread, 1 read */
  isRead: number;
  businessId: string | null;
  tripLegId: string | null;
  functionCode: string;
  eventSeq: number | null;
  seatKey: string | null;
}

export interface TemplateRow extends MessageTemplate {
  id: string | null;
  version: number;
  custom: boolean;
  updateAuthor: string | null;
  updateTime: string | null;
}

export const messageApi = {
  list: (body: ListQueryBody) => api.read<ListAnswer<MessageRow> & { unread: number }>('/message/v1/messageLogs/list', body),
  unread: () => api.get<{ unread: number }>('/message/v1/messageLogs/unread', { silent: true }),
  markRead: (m: Pick<MessageRow, 'id'>) => api.post<{ unread: number }>('/message/v1/messageLogs', { id: m.id }),
  readAll: (ids?: string[]) => api.post<{ unread: number }>('/message/v1/messageLogs/readAll', ids?.length ? { ids } : {}),
  sendToSeats: (body: { seats: string[]; title: string; content: string }) => api.post<{ seq: number }>('/message/v1/seatMessages', body),
  readLeg: (tripLegId: string) => api.post<{ unread: number }>('/message/v1/messageLogs/readLeg', { tripLegId }, { silent: true }),
};

export const templateApi = {
  list: () => api.read<{ totalNum: number; list: TemplateRow[] }>('/common/v1/messageTemplates/list', {}),
  save: (functionCode: string, body: Omit<MessageTemplate, 'functionCode'> & { version: number }) => api.put<TemplateRow>(`/common/v1/messageTemplates/${functionCode}`, body),
  reset: (functionCode: string) => api.delete<TemplateRow>(`/common/v1/messageTemplates/${functionCode}`),
};
