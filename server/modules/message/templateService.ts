/**
 * Message templates: every function code the platform writes, each either the operator's edited row
 * or the built-in default of src/domain/message. Saving creates or updates the row (version → 412);
 * resetting deletes it (the default applies again).
 */
import { isSeatKey, type SeatKey } from '../../../src/domain/access/seats';
import { ALL_FUNCTION_CODES, CHANNELS, defaultTemplate, LANGUAGES, splitRecipients, type Channel, type MessageTemplate } from '../../../src/domain/message';
import { email } from '../../../src/domain/validation';
import type { Db } from '../../db/client';
import { authorOf, type Ctx } from '../../lib/context';
import { badRequest, notFound, staleVersion } from '../../lib/errors';
import type { TemplateInput, TemplateRow as TemplateRowAnswer } from '../../../src/contract/message';
import { createTemplateRepository, type TemplateRow } from './templateRepository';

/** A function code's template as the list answers it (the company's, or the built-in default). */
export type TemplateView = TemplateRowAnswer;

export function templateOfRow(row: TemplateRow): MessageTemplate {
  const base = defaultTemplate(row.functionCode);
  const content = base.content;
  for (const channel of CHANNELS)
    for (const lang of LANGUAGES) {
      const t = row.content[channel]?.[lang];
      if (t) content[channel][lang] = { title: String(t.title ?? ''), body: String(t.body ?? '') };
    }
  const channels = {} as Record<Channel, boolean>;
  for (const c of CHANNELS) channels[c] = Boolean(row.channels[c]);
  return { functionCode: row.functionCode, title: row.title, enabled: row.enabled, seats: row.seats.filter(isSeatKey) as SeatKey[], channels, cc: row.cc, content };
}

const viewOf = (code: string, row: TemplateRow | undefined): TemplateView =>
  row
    ? { ...templateOfRow(row), id: row.id, version: row.version, custom: true, updateAuthor: row.updateAuthor, updateTime: row.updateTime.toISOString() }
    : { ...defaultTemplate(code), id: null, version: 0, custom: false, updateAuthor: null, updateTime: null };

export type { TemplateInput };

export function createTemplateService(db: Db) {
  return {
    /** The templates the publisher applies, keyed by function code (defaults for codes without a row). */
    async effective(companyId: string): Promise<Map<string, MessageTemplate>> {
      const rows = await createTemplateRepository(db).ofCompany(companyId);
      return new Map(rows.map((r) => [r.functionCode, templateOfRow(r)]));
    },

    async list(ctx: Ctx): Promise<TemplateView[]> {
      const rows = await createTemplateRepository(db).ofCompany(ctx.principal.companyId);
      const byCode = new Map(rows.map((r) => [r.functionCode, r]));
      const codes = [...new Set([...ALL_FUNCTION_CODES, ...byCode.keys()])];
      return codes.map((code) => viewOf(code, byCode.get(code)));
    },

    async get(ctx: Ctx, functionCode: string): Promise<TemplateView> {
      if (!ALL_FUNCTION_CODES.includes(functionCode)) throw notFound();
      return viewOf(functionCode, (await createTemplateRepository(db).find(ctx.principal.companyId, functionCode)) ?? undefined);
    },

    /** Creates (version 0: the default was shown) or updates the company's template. */
    async save(ctx: Ctx, functionCode: string, input: TemplateInput): Promise<TemplateView> {
      if (!ALL_FUNCTION_CODES.includes(functionCode)) throw notFound();
      const bad = splitRecipients(input.cc).find((a) => email(a) !== null);
      if (bad !== undefined) throw badRequest({ fields: { cc: { key: 'messageTemplate.ccInvalid', params: { value: bad } } } });
      if (input.seats.some((s) => !isSeatKey(s))) throw badRequest({ fields: { seats: { key: 'messageTemplate.seatInvalid' } } });
      const author = authorOf(ctx);
      const values = {
        title: input.title.trim() || defaultTemplate(functionCode).title,
        enabled: input.enabled,
        seats: [...new Set(input.seats)],
        channels: input.channels,
        cc: splitRecipients(input.cc).join(','),
        content: input.content,
        updateAuthorId: author.id,
        updateAuthor: author.name,
      };
      return db.transaction(async (tx) => {
        const repo = createTemplateRepository(tx);
        const existing = await repo.find(ctx.principal.companyId, functionCode);
        if (!existing) {
          if (input.version !== 0) throw staleVersion();
          const [row] = await repo.insert({ ...values, companyId: ctx.principal.companyId, functionCode, createAuthorId: author.id, createAuthor: author.name });
          return viewOf(functionCode, row);
        }
        const [row] = await repo.update(existing.id, input.version, values);
        if (!row) throw staleVersion();
        return viewOf(functionCode, row);
      });
    },

    async reset(ctx: Ctx, functionCode: string): Promise<TemplateView> {
      if (!ALL_FUNCTION_CODES.includes(functionCode)) throw notFound();
      await createTemplateRepository(db).remove(ctx.principal.companyId, functionCode);
      return viewOf(functionCode, undefined);
    },
  };
}

export type TemplateService = ReturnType<typeof createTemplateService>;
