/**
 * The review of operator registrations by the platform administrator (the company service checks
 * the caller is one, and the version): approve, or refuse with a reason; either way the applicant
 * is told by e-mail through the platform company's outbox, in the platform's mail language.
 */
import { VK } from '../../../src/domain/validation/keys';
import type { Company } from '../../../src/contract/registration';
import type { Config } from '../../config';
import type { Ctx } from '../../lib/context';
import { badRequest, forbidden } from '../../lib/errors';
import type { ListQueryBody } from '../../lib/listQuery';
import { translate, type Lang } from '../../lib/messages';
import { resetLinkBase } from '../account/passwordResetService';
import type { CompanyService } from '../common/companyService';
import type { OutboxService } from '../message/outboxService';

/** Function codes of the two mails (the outbox list shows them). */
export const REGISTRATION_MAIL = { active: 'REGISTRATION_APPROVED', rejected: 'REGISTRATION_REJECTED' } as const;

const languageOf = (l: string): Lang => (l === 'en' || l === 'zhtw' ? l : 'zh');

type Reviewed = Pick<Company, 'name' | 'code' | 'email' | 'contactPerson' | 'reviewNote'> & { status: string };

export function createRegistrationService(deps: { config: Config; companies: CompanyService; outbox: Pick<OutboxService, 'mailReady' | 'enqueueMail'> }) {
  const link = `${resetLinkBase(deps.config)}/foc/#/login`;

  /** Queues the applicant's mail (it waits in the outbox while the platform has no mail server). */
  async function tell(ctx: Ctx, row: Reviewed) {
    const status = row.status === 'active' ? 'active' : 'rejected';
    if (!row.email) return;
    const lang = languageOf((await deps.outbox.mailReady(ctx.principal.companyId)).language);
    const params = { person: row.contactPerson, company: row.name, code: row.code, reason: row.reviewNote ?? '', link };
    await deps.outbox.enqueueMail(ctx.principal.companyId, {
      recipient: row.email,
      recipientName: row.contactPerson,
      subject: translate(`systemLog.registrationMail.${status}.subject`, lang, params),
      body: translate(`systemLog.registrationMail.${status}.body`, lang, params),
      functionCode: REGISTRATION_MAIL[status],
    });
  }

  return {
    list: (ctx: Ctx, body: ListQueryBody) => deps.companies.list(ctx, body),

    async approve(ctx: Ctx, id: string, version: number) {
      const row = await deps.companies.approve(ctx, id, version);
      await tell(ctx, row);
      return row;
    },

    /** A refusal needs its reason (the applicant reads it). */
    async reject(ctx: Ctx, id: string, version: number, note: string | undefined) {
      if (!ctx.principal.isPlatformAdmin) throw forbidden();
      const reason = (note ?? '').trim();
      if (!reason) throw badRequest({ fields: { note: { key: VK.required } } });
      const row = await deps.companies.reject(ctx, id, version, reason);
      await tell(ctx, row);
      return row;
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
