/**
 * One company's event stream in one server process: the sockets of its users and the sequence
 * delivered through. Work on a stream runs one task at a time (a promise chain), so live delivery
 * and a reconnecting client's replay never interleave: each socket gets every event after its
 * cursor exactly once, in order.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { notificationImportance } from '../../../src/domain/trip/functionCodes';
import { renderTemplate, languageOf, type RealtimeEvent, type ServerFrame } from '../../../src/domain/message';
import type { Db } from '../../db/client';
import { messageLogs } from '../../db/schema';
import type { Principal } from '../../lib/context';
import { canSee, templateFor, varsOf } from './audience';
import { createEventRepository, type EventFacts } from './eventRepository';
import type { Publisher } from './publisher';
import type { TemplateService } from './templateService';

export interface Client {
  principal: Principal;
  lang: string;
  /** Last sequence delivered; null until the client's first replay or ready ran. */
  cursor: number | null;
  send(frame: ServerFrame): void;
  /** A frame already serialised (one text per user and language, shared by their sockets). */
  sendText(text: string): void;
}

export interface StreamDeps {
  db: Db;
  publisher: Publisher;
  templates: TemplateService;
  replayMax: number;
  replayAgeMs: number;
  onError: (err: unknown) => void;
}

const PAGE = 500;

export class CompanyStream {
  readonly clients = new Set<Client>();
  /** Sequence delivered through (null: not read yet). */
  private head: number | null = null;
  private chain: Promise<void> = Promise.resolve();
  private pumpQueued = false;

  constructor(
    readonly companyId: string,
    private readonly deps: StreamDeps,
  ) {}

  private run(task: () => Promise<void>): Promise<void> {
    this.chain = this.chain.then(task).catch((err: unknown) => this.deps.onError(err));
    return this.chain;
  }

  private async ensureHead(): Promise<number> {
    if (this.head === null) this.head = (await createEventRepository(this.deps.db).bounds(this.companyId)).head;
    return this.head;
  }

  /** New events committed: publish their messages, then deliver them. Coalesces bursts. */
  pump(): Promise<void> {
    if (this.pumpQueued) return this.chain;
    this.pumpQueued = true;
    return this.run(async () => {
      this.pumpQueued = false;
      const from = await this.ensureHead();
      // deliver only what is published: an event committed meanwhile waits for its own notification's pump
      const through = await this.deps.publisher.dispatch(this.companyId);
      let after = from;
      while (after < through) {
        const batch = await createEventRepository(this.deps.db).after(this.companyId, after, PAGE, through);
        if (batch.length === 0) break;
        await this.deliver(batch, [...this.clients].filter((c) => c.cursor !== null));
        after = batch[batch.length - 1]!.seq;
        this.head = after;
        if (batch.length < PAGE) break;
      }
    });
  }

  /**
   * A client's first delivery: from `lastSeq` when it had one (replay, or resync past the window),
   * else from now. Runs in the stream's order, so live events after it come after the replay.
   */
  attach(client: Client, lastSeq: number | undefined): Promise<void> {
    this.clients.add(client);
    return this.run(async () => {
      if (!this.clients.has(client)) return;
      const head = await this.ensureHead();
      if (lastSeq === undefined || lastSeq === head) {
        client.cursor = head;
        client.send({ type: 'ready', seq: head });
        return;
      }
      const repo = createEventRepository(this.deps.db);
      const firstRecent = await repo.firstSince(this.companyId, new Date(Date.now() - this.deps.replayAgeMs));
      const tooOld = firstRecent === null || lastSeq + 1 < firstRecent;
      if (lastSeq > head || head - lastSeq > this.deps.replayMax || tooOld) {
        client.cursor = head;
        client.send({ type: 'resync', seq: head });
        return;
      }
      await this.deps.publisher.dispatch(this.companyId);
      client.cursor = lastSeq;
      for (let after = lastSeq; after < head; ) {
        const batch = await repo.after(this.companyId, after, PAGE, head);
        if (batch.length === 0) break;
        await this.deliver(batch, [client]);
        after = batch[batch.length - 1]!.seq;
      }
      client.cursor = head;
      client.send({ type: 'ready', seq: head });
    });
  }

  detach(client: Client): void {
    this.clients.delete(client);
  }

  broadcast(frame: ServerFrame): void {
    for (const c of this.clients) if (c.cursor !== null) c.send(frame);
  }

  private async deliver(batch: EventFacts[], targets: Client[]): Promise<void> {
    if (targets.length === 0) return;
    const seqs = batch.map((e) => e.seq);
    const messages = await this.deps.db
      .select({ id: messageLogs.id, userId: messageLogs.userId, seq: messageLogs.eventSeq })
      .from(messageLogs)
      .where(and(eq(messageLogs.companyId, this.companyId), inArray(messageLogs.eventSeq, seqs)));
    const messageOf = new Map(messages.map((m) => [`${m.seq}:${m.userId}`, m.id]));
    const templates = await this.deps.templates.effective(this.companyId);
    for (const e of batch) {
      const template = templateFor(e, templates);
      const vars = varsOf(e);
      const texts = new Map<string, { title: string; body: string }>();
      const frames = new Map<string, string>();
      for (const c of targets) {
        if (c.cursor === null || c.cursor >= e.seq) continue;
        c.cursor = e.seq;
        if (!canSee(c.principal, e)) continue;
        const lang = languageOf(c.lang);
        const key = `${c.principal.userId}|${lang}`;
        let serialised = frames.get(key);
        if (serialised === undefined) {
          let text = texts.get(lang);
          if (!text) texts.set(lang, (text = renderTemplate(template, 'site', lang, vars)));
          const frame: RealtimeEvent = {
            type: 'event',
            seq: e.seq,
            functionCode: e.functionCode,
            tripId: e.tripId,
            legId: e.legId,
            businessId: e.tripId ?? e.intentionId,
            updateAuthor: e.userName,
            updateTime: e.time.toISOString(),
            messageTitle: text.title,
            messageInfo: text.body,
            importance: notificationImportance(e.functionCode),
            messageId: messageOf.get(`${e.seq}:${c.principal.userId}`) ?? null,
            own: e.userId !== null && e.userId === c.principal.userId,
            tripVersion: typeof e.payload.tripVersion === 'number' ? e.payload.tripVersion : null,
          };
          frames.set(key, (serialised = JSON.stringify(frame)));
        }
        c.sendText(serialised);
      }
    }
  }
}
