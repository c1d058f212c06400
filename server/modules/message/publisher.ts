/**
 * Turns committed events into messages: site messages per receiver (the message log) and outbox rows
 * for e-mail, SMS and push, by the company's templates and the receivers' data permissions.
 *
 * Exactly once across processes: the company's `message_cursors` row is locked (`FOR UPDATE`) for
 * the batch; the rows and the cursor move commit together, and unique keys on (event, receiver) make
 * a repeated batch harmless. An event exists only once its command committed, so a rolled-back
 * change never makes a message.
 */
import { eq, sql } from 'drizzle-orm';
import { categoryOf, languageOf, localizeTimes, renderAll, renderTemplate, splitRecipients, type MessageTemplate } from '../../../src/domain/message';
import type { Db, Tx } from '../../db/client';
import { mailSettings, messageCursors, messageLogs, outbox } from '../../db/schema';
import type { AccessService } from '../account/accessService';
import { canSee, loadMembers, templateFor, varsOf, type Member } from './audience';
import { createEventRepository, type EventFacts } from './eventRepository';
import type { TemplateService } from './templateService';

const BATCH = 200;

export interface PublisherDeps {
  db: Db;
  access: AccessService;
  templates: TemplateService;
}

/**
 * Receivers of one event's site message: template seats, data permissions, never the author; and
 * the users the event itself names (`payload.receiverUserIds`: the person it is about, e.g. a crew
 * member's own document reminder), whatever their seats.
 */
export function receiversOf(template: MessageTemplate, e: EventFacts, members: readonly Member[]): Member[] {
  if (!template.enabled) return [];
  const named = namedReceivers(e);
  return members.filter((m) => m.userId !== e.userId && ((template.seats.some((s) => m.seats.has(s)) && canSee(m.principal, e)) || named.has(m.userId)));
}

/** The user ids an event names as receivers besides the template's seats. */
export function namedReceivers(e: Pick<EventFacts, 'payload'>): Set<string> {
  const ids = e.payload.receiverUserIds;
  return new Set(Array.isArray(ids) ? ids.filter((x): x is string => typeof x === 'string') : []);
}

/** An address the event names for its person besides user accounts (`payload.emailTo`: a crew member's own e-mail). */
export interface DirectAddress {
  address: string;
  name: string;
}

/**
 * Who an event about one person mails: when it names that person (`receiverUserIds` or `emailTo`),
 * e-mail and SMS go to the person alone — the named users among the receivers and the named
 * addresses — while the seats that follow it get the site message; otherwise every receiver.
 */
export function personalTargets(e: Pick<EventFacts, 'payload'>): { userIds: Set<string>; addresses: DirectAddress[] } | null {
  const named = namedReceivers(e);
  const raw = e.payload.emailTo;
  const addresses = Array.isArray(raw)
    ? raw.flatMap((a): DirectAddress[] => (a && typeof a === 'object' && typeof (a as DirectAddress).address === 'string' && (a as DirectAddress).address.includes('@') ? [{ address: (a as DirectAddress).address, name: String((a as DirectAddress).name ?? '') }] : []))
    : [];
  if (named.size === 0 && !Array.isArray(raw)) return null;
  return { userIds: named, addresses };
}

export function createPublisher(deps: PublisherDeps) {
  const { db } = deps;

  async function lockCursor(tx: Tx, companyId: string): Promise<number> {
    await tx.insert(messageCursors).values({ companyId, seq: 0 }).onConflictDoNothing();
    const [row] = await tx.select({ seq: messageCursors.seq }).from(messageCursors).where(eq(messageCursors.companyId, companyId)).for('update');
    return Number(row?.seq ?? 0);
  }

  interface Audience {
    templates: Map<string, MessageTemplate>;
    members: Member[];
  }

  // read before the transaction: on PGlite (one connection) a read outside it would wait for it
  const audienceOf = async (companyId: string): Promise<Audience> => ({
    templates: await deps.templates.effective(companyId),
    members: await loadMembers(db, deps.access, companyId),
  });

  async function writeBatch(tx: Tx, companyId: string, batch: EventFacts[], { templates, members }: Audience): Promise<void> {
    const [mail] = await tx.select({ language: mailSettings.language }).from(mailSettings).where(eq(mailSettings.companyId, companyId));
    const lang = languageOf(mail?.language);
    const logRows: (typeof messageLogs.$inferInsert)[] = [];
    const outRows: (typeof outbox.$inferInsert)[] = [];
    for (const e of batch) {
      const template = templateFor(e, templates);
      const receivers = receiversOf(template, e, members);
      if (receivers.length === 0) continue;
      const vars = varsOf(e);
      const base = { companyId, eventSeq: e.seq, functionCode: e.functionCode, createAuthor: e.userName, updateAuthor: e.userName, createTime: e.time, updateTime: e.time };
      if (template.channels.site) {
        const content = renderAll(template, 'site', vars);
        const seatKey = template.seats.length === 1 ? template.seats[0]! : null;
        for (const m of receivers)
          logRows.push({
            ...base,
            userId: m.userId,
            receivePeopleName: m.personName || m.userName,
            messageType: categoryOf(e.functionCode),
            messageTitle: content.zh.title,
            messageInfo: content.zh.body,
            content,
            seatKey,
            businessId: e.tripId ?? e.intentionId,
            tripLegId: e.legId,
          });
      }
      const out = (channel: 'email' | 'sms' | 'push', recipient: string, name: string) => {
        // leaving the platform, the text has no reader's setting to follow: times read in UTC, said so
        const text = renderTemplate(template, channel, lang, vars);
        outRows.push({ companyId, channel, recipient, recipientName: name, subject: localizeTimes(text.title, 'UTC'), body: localizeTimes(text.body, 'UTC'), eventSeq: e.seq, functionCode: e.functionCode });
      };
      // an event about one person mails that person, not everyone who follows it on a seat
      const personal = personalTargets(e);
      const mailed = personal ? receivers.filter((m) => personal.userIds.has(m.userId)) : receivers;
      if (template.channels.email) {
        for (const m of mailed) if (m.email) out('email', m.email, m.personName || m.userName);
        for (const a of personal?.addresses ?? []) out('email', a.address, a.name);
        for (const cc of splitRecipients(template.cc)) out('email', cc, '');
      }
      if (template.channels.sms) for (const m of mailed) if (m.mobile) out('sms', m.mobile, m.personName || m.userName);
      if (template.channels.push) for (const m of receivers) out('push', m.userId, m.personName || m.userName);
    }
    for (let i = 0; i < logRows.length; i += 500) await tx.insert(messageLogs).values(logRows.slice(i, i + 500)).onConflictDoNothing();
    // one address may be both a receiver and a cc: the unique key keeps one mail
    for (let i = 0; i < outRows.length; i += 500) await tx.insert(outbox).values(outRows.slice(i, i + 500)).onConflictDoNothing();
  }

  return {
    /**
     * Publishes every event of the company not yet published, in batches. Several processes may
     * call it at once: the second waits for the first's lock and then finds nothing left. Answers
     * the sequence published through.
     */
    async dispatch(companyId: string): Promise<number> {
      let audience: Audience | null = null;
      for (;;) {
        const { head } = await createEventRepository(db).bounds(companyId);
        const [cursor] = await db.select({ seq: messageCursors.seq }).from(messageCursors).where(eq(messageCursors.companyId, companyId));
        if (Number(cursor?.seq ?? 0) >= head) return head;
        audience ??= await audienceOf(companyId);
        const now = audience;
        const { seq, more } = await db.transaction(async (tx) => {
          const from = await lockCursor(tx, companyId);
          const batch = await createEventRepository(tx).after(companyId, from, BATCH);
          if (batch.length === 0) return { seq: from, more: false };
          await writeBatch(tx, companyId, batch, now);
          const to = batch[batch.length - 1]!.seq;
          await tx.update(messageCursors).set({ seq: to, updateTime: sql`now()` }).where(eq(messageCursors.companyId, companyId));
          return { seq: to, more: batch.length === BATCH };
        });
        if (!more) return seq;
      }
    },
  };
}

export type Publisher = ReturnType<typeof createPublisher>;
