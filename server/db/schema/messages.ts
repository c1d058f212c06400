/**
 * Realtime messages (docs/decisions.md, "Realtime and messages"): message templates per function code,
 * site messages per receiver, the outbox of e-mail / SMS / push, each company's publishing cursor,
 * SMTP settings and notice messages. Events themselves are the trips issue's `events` table; a trigger
 * on it NOTIFYs `foc_events` at commit.
 */
import { bigint, boolean, index, integer, jsonb, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { OutboxChannel, OutboxStatus } from '../../../src/domain/message/outbox';
import { auditColumns, companyId, id, instant } from './columns';

/** An operator's edited template for a function code (absent: the built-in default of src/domain/message). */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: id(),
    companyId: companyId(),
    functionCode: text('function_code').notNull(),
    title: text('title').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Seat key names of the recipients. */
    seats: jsonb('seats').$type<string[]>().notNull(),
    /** { site, email, sms, push }: booleans. */
    channels: jsonb('channels').$type<Record<string, boolean>>().notNull(),
    cc: text('cc').notNull().default(''),
    /** { channel: { language: { title, body } } } */
    content: jsonb('content').$type<Record<string, Record<string, { title: string; body: string }>>>().notNull(),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('message_templates_company_code_uq').on(t.companyId, t.functionCode)],
);

/** Site messages: one row per receiver and event (the requirements' message log). */
export const messageLogs = pgTable(
  'message_logs',
  {
    id: id(),
    companyId: companyId(),
    userId: uuid('user_id').notNull(),
    receivePeopleName: text('receive_people_name').notNull(),
    /** The event it was made from; null for a message written by hand to a seat. */
    eventSeq: bigint('event_seq', { mode: 'number' }),
    functionCode: text('function_code').notNull(),
    /** Message-centre category 1–7. */
    messageType: smallint('message_type').notNull(),
    /** Title and text in zh (searchable); `content` holds every language. */
    messageTitle: text('message_title').notNull(),
    messageInfo: text('message_info').notNull(),
    content: jsonb('content').$type<Record<string, { title: string; body: string }>>().notNull(),
    /** The seat the message was addressed to (seat messages). */
    seatKey: text('seat_key'),
    businessId: uuid('business_id'),
    tripLegId: uuid('trip_leg_id'),
    createAuthor: text('create_author').notNull(),
    createTime: instant('create_time').notNull().defaultNow(),
    updateAuthor: text('update_author').notNull(),
    updateTime: instant('update_time').notNull().defaultNow(),
    /** 0 unread, 1 read */
    isRead: smallint('is_read').notNull().default(0),
    readTime: instant('read_time'),
  },
  (t) => [
    uniqueIndex('message_logs_event_user_uq').on(t.companyId, t.eventSeq, t.userId),
    index('message_logs_user_time_idx').on(t.userId, t.updateTime),
  ],
);

/** How far each company's events have been turned into messages (locked by the process doing it). */
export const messageCursors = pgTable('message_cursors', {
  companyId: uuid('company_id').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull().default(0),
  updateTime: instant('update_time').notNull().defaultNow(),
});

/** E-mail, SMS and push waiting to go, sent, or failed after retries. */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    companyId: companyId(),
    /** email | sms | push */
    channel: text('channel').$type<OutboxChannel>().notNull(),
    recipient: text('recipient').notNull(),
    recipientName: text('recipient_name').notNull().default(''),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** unsent | sent | failed */
    status: text('status').$type<OutboxStatus>().notNull().default('unsent'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptTime: instant('next_attempt_time').notNull().defaultNow(),
    lastError: text('last_error'),
    eventSeq: bigint('event_seq', { mode: 'number' }),
    functionCode: text('function_code'),
    createTime: instant('create_time').notNull().defaultNow(),
    sentTime: instant('sent_time'),
  },
  (t) => [
    uniqueIndex('outbox_event_recipient_uq').on(t.companyId, t.eventSeq, t.channel, t.recipient),
    index('outbox_due_idx').on(t.status, t.nextAttemptTime),
    index('outbox_company_time_idx').on(t.companyId, t.createTime),
  ],
);

/** The company's SMTP server. The password is kept to log in with; it is never sent back to the browser. */
export const mailSettings = pgTable('mail_settings', {
  companyId: uuid('company_id').primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  host: text('host').notNull().default(''),
  port: integer('port').notNull().default(587),
  /** TLS from the start (465); otherwise STARTTLS when the server offers it. */
  secure: boolean('secure').notNull().default(false),
  userName: text('user_name').notNull().default(''),
  password: text('password').notNull().default(''),
  fromAddress: text('from_address').notNull().default(''),
  /** Language of the e-mails, SMS and push texts: zh | zhtw | en. */
  language: text('language').notNull().default('zh'),
  updateAuthor: text('update_author'),
  updateTime: instant('update_time').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

/** Notice messages (requirements S3). */
export const notices = pgTable(
  'notices',
  {
    id: id(),
    companyId: companyId(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    noticeTime: instant('notice_time').notNull(),
    overdueTime: instant('overdue_time'),
    sortNum: integer('sort_num').notNull().default(0),
    isPublish: boolean('is_publish').notNull().default(false),
    ...auditColumns(),
  },
  (t) => [index('notices_company_idx').on(t.companyId, t.noticeTime)],
);

/** Which notices a user has read. */
export const noticeReads = pgTable(
  'notice_reads',
  {
    noticeId: uuid('notice_id').notNull(),
    userId: uuid('user_id').notNull(),
    readTime: instant('read_time').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('notice_reads_pk').on(t.noticeId, t.userId)],
);
