/**
 * Exports of the lists of the message and system screens: the message centre (the caller's site
 * messages), the notice administration and the outbox. Columns come from the declarations the
 * screens use (src/contract/message.ts, notices.ts, mail.ts).
 */
import type { FastifyInstance } from 'fastify';
import { MESSAGE_COLUMNS, TEMPLATE_COLUMNS, type MessageRow, type TemplateRow } from '../../../src/contract/message';
import { NOTICE_COLUMNS, type NoticeRow } from '../../../src/contract/notices';
import { OUTBOX_COLUMNS, type OutboxRow } from '../../../src/contract/mail';
import { categoryOf, CHANNELS, functionLabel, localizeTimes, splitError } from '../../../src/domain/message';
import type { TimeType } from '../../../src/domain/timeType';
import type { Ctx } from '../context';
import type { ListQueryBody } from '../listQuery';
import type { Lang } from '../messages';
import { exportColumns } from './format';
import { registerExport } from './registerExport';

type Page<T> = Promise<{ totalNum: number; list: readonly T[] }>;

/** The services these exports read (structural: lib never imports modules). */
export interface CommonExportServices {
  messageLogs: { list: (ctx: Ctx, body: ListQueryBody, lang: string) => Page<unknown> };
  notices: { list: (ctx: Ctx, body: ListQueryBody) => Page<unknown> };
  outbox: { list: (ctx: Ctx, body: ListQueryBody) => Page<unknown> };
}

type MessageLine = MessageRow & { functionName: string };

/** `POST /message/v1/messageLogs/export` (`message:export`): the caller's own messages, texts in the caller's language. */
export function registerMessageExport(app: FastifyInstance, s: Pick<CommonExportServices, 'messageLogs'>): void {
  registerExport<MessageLine, { timeType: TimeType }>(app, {
    base: '/message/v1/messageLogs',
    access: { permission: 'message:export' },
    tags: ['message: site messages'],
    noun: 'site message',
    fileName: 'message.fileName',
    list: async (ctx, body, lang: Lang) => {
      const a = await s.messageLogs.list(ctx, body, lang);
      return { totalNum: a.totalNum, list: (a.list as MessageRow[]).map((m) => ({ ...m, functionName: functionLabel(m.functionCode, lang) })) };
    },
    // times inside the texts read in the caller's time type
    lookups: async (_ctx, _rows, env) => ({ timeType: env.timeType }),
    columns: exportColumns<MessageLine, { timeType: TimeType }>(MESSAGE_COLUMNS, {
      isRead: { value: (m) => m.isRead, enumLabel: (v, env) => env.tr(v === 0 ? 'message.unread' : 'message.read') },
      messageTitle: (m, l) => localizeTimes(m.messageTitle, l.timeType),
      messageInfo: (m, l) => localizeTimes(m.messageInfo, l.timeType),
      functionCode: (m) => m.functionName,
      createAuthor: (m) => m.createAuthor,
      updateTime: (m) => m.updateTime,
    }),
  });
}

/** `POST /common/v1/notices/export` (`notice:export`). */
export function registerNoticeExport(app: FastifyInstance, s: Pick<CommonExportServices, 'notices'>): void {
  registerExport<NoticeRow>(app, {
    base: '/common/v1/notices',
    access: { permission: 'notice:export' },
    tags: ['common: notices'],
    noun: 'notice',
    fileName: 'notice.fileName',
    list: s.notices.list,
    columns: exportColumns(NOTICE_COLUMNS, {
      title: (r) => r.title,
      noticeTime: (r) => r.noticeTime,
      overdueTime: (r) => r.overdueTime,
      sortNum: (r) => r.sortNum,
      isPublish: { value: (r) => r.isPublish, enumLabel: (v, env) => env.tr(v ? 'notice.state.published' : 'notice.state.unpublished') },
      updateAuthor: (r) => r.updateAuthor,
    }),
  });
}

/** `POST /message/v1/outbox/export` (`outbox:export`). */
export function registerOutboxExport(app: FastifyInstance, s: Pick<CommonExportServices, 'outbox'>): void {
  registerExport<OutboxRow>(app, {
    base: '/message/v1/outbox',
    access: { permission: 'outbox:export' },
    tags: ['message: mail and outbox'],
    noun: 'outbox',
    fileName: 'outbox.fileName',
    list: s.outbox.list,
    columns: exportColumns(OUTBOX_COLUMNS, {
      createTime: (r) => r.createTime,
      channel: (r) => r.channel,
      recipient: (r) => r.recipient,
      subject: (r) => r.subject,
      status: (r) => r.status,
      attempts: (r) => r.attempts,
      // the key's text and the server's detail, as the screen shows it
      lastError: {
        value: (r) => r.lastError,
        enumLabel: (v, env) => {
          const e = splitError(String(v));
          return e ? [e.key ? env.tr(e.key) : '', e.detail].filter(Boolean).join(': ') : '';
        },
      },
      sentTime: (r) => r.sentTime,
      nextAttemptTime: (r) => r.nextAttemptTime,
    }),
  });
}

type TemplateLine = TemplateRow & { functionName: string };

/** `POST /common/v1/messageTemplates/export` (`messageTemplate:export`): every function code's template as the screen lists it (the list is not paged). */
export function registerTemplateExport(app: FastifyInstance, s: { messageTemplates: { list: (ctx: Ctx) => Promise<readonly TemplateRow[]> } }): void {
  registerExport<TemplateLine>(app, {
    base: '/common/v1/messageTemplates',
    access: { permission: 'messageTemplate:export' },
    tags: ['common: message templates'],
    noun: 'message template',
    fileName: 'message.template.fileName',
    list: async (ctx, _body, lang: Lang) => {
      const list = (await s.messageTemplates.list(ctx)).map((r) => ({ ...r, functionName: `${functionLabel(r.functionCode, lang)} (${r.functionCode})` }));
      return { totalNum: list.length, list };
    },
    columns: exportColumns<TemplateLine>(TEMPLATE_COLUMNS, {
      function: (r) => r.functionName,
      category: { value: (r) => categoryOf(r.functionCode), enumLabel: (v, env) => env.tr(`message.category.${String(v)}`) },
      seats: { value: (r) => r.seats.join(','), enumLabel: (v, env) => String(v).split(',').map((k) => env.tr(`seat.${k}`)).join('、') },
      channels: { value: (r) => CHANNELS.filter((c) => r.channels[c]).join(','), enumLabel: (v, env) => String(v).split(',').map((c) => env.tr(`message.channel.${c}`)).join(' / ') },
      enabled: { value: (r) => (r.enabled ? 'on' : 'off'), enumLabel: (v, env) => env.tr(`message.template.${String(v)}`) },
    }),
  });
}
