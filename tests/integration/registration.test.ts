import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../server/db/schema';
import { translate } from '../../server/lib/messages';
import { sha1Hex } from '../../server/modules/uaa/tokens';
import { VK } from '../../src/domain/validation/keys';
import { exportSheet } from '../support/exportSheet';
import { principalOf, TENANT_B_ADMIN } from '../support/fixtures';
import { createTestApp, signInRequest, type TestApp } from '../support/testApp';

type Form = Record<string, string>;

const validForm = (loginName: string, overrides: Form = {}): Form => ({
  companyName: 'Echo Executive Jets',
  phone: '010-84470000',
  address: 'Capital Airport FBO, Beijing',
  loginName,
  password: 'Echo-pass12',
  confirmPassword: 'Echo-pass12',
  contactPerson: 'Echo Ops',
  mobile: '13911112222',
  email: 'ops@echo.example',
  ...overrides,
});

function expectError(res: { statusCode: number; json(): any }, status: number, key: string) {
  const body = res.json();
  expect({ status: res.statusCode, code: body.code, key: body.key }).toEqual({ status, code: status, key });
}

describe('registration', () => {
  let t: TestApp;
  let adminToken: string;
  let bravoToken: string;
  const register = (form: Form) => t.app.inject({ method: 'POST', url: '/register', payload: form });
  const available = async (name: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/register/checkLoginName/${encodeURIComponent(name)}` });
    expect(res.statusCode).toBe(200);
    return res.json().result.available as boolean;
  };
  const list = (token: string, status?: string) =>
    t.call(token, {
      method: 'POST',
      url: '/common/v1/registrations/list',
      payload: status ? { searchParas: { conditions: [{ name: 'status', op: 'eq', value: status }] } } : {},
    });
  const review = (token: string, id: string, action: 'approve' | 'reject', body: Record<string, unknown>) =>
    t.call(token, { method: 'POST', url: `/common/v1/registrations/${id}/${action}`, payload: body });
  const registrationCount = async () => (await list(adminToken)).json().result.totalNum as number;

  beforeAll(async () => {
    t = await createTestApp();
    adminToken = await t.signIn('admin');
    bravoToken = await t.signIn(TENANT_B_ADMIN);
  });
  afterAll(async () => t.close());

  it.each([
    ['companyName', 'missing company name', { companyName: '' }, VK.required],
    ['companyName', 'company name with symbols', { companyName: 'Echo <script>' }, VK.companyNameChars],
    ['phone', 'missing phone', { phone: '' }, VK.required],
    ['phone', 'phone with letters', { phone: 'call-me' }, VK.phoneFormat],
    ['address', 'missing address', { address: '   ' }, VK.required],
    ['loginName', 'login name too short', { loginName: 'abcd' }, VK.loginNameLength],
    ['loginName', 'login name too long', { loginName: 'a'.repeat(26) }, VK.loginNameLength],
    ['loginName', 'login name with a space', { loginName: 'echo ops' }, VK.loginNameChars],
    ['password', 'password too short', { password: 'Ab1-', confirmPassword: 'Ab1-' }, VK.passwordLength],
    ['password', 'password of one kind', { password: 'abcdefghij', confirmPassword: 'abcdefghij' }, VK.passwordKinds],
    ['password', 'password equal to the login name', { password: 'ECHO-OPS-1', confirmPassword: 'ECHO-OPS-1' }, VK.passwordSameAsLoginName],
    ['confirmPassword', 'confirmation mismatch', { confirmPassword: 'Echo-pass13' }, VK.passwordMismatch],
    ['contactPerson', 'contact person with digits', { contactPerson: 'Ops 24' }, VK.personNameChars],
    ['mobile', 'bad mobile', { mobile: '23911112222' }, VK.mobileFormat],
    ['mobile', 'mobile too short', { mobile: '1391111222' }, VK.mobileFormat],
    ['email', 'bad e-mail', { email: 'ops-at-echo.example' }, VK.emailFormat],
    ['email', 'missing e-mail', { email: '' }, VK.required],
  ])('refuses %s (%s) and creates nothing', async (field, _label, change, key) => {
    const before = await registrationCount();
    const res = await register(validForm('echo-ops-1', change));
    expectError(res, 400, 'error.requestParameter');
    const fields = res.json().result.fields;
    expect(Object.keys(fields)).toEqual([field]);
    expect(fields[field].key).toBe(key);
    expect(await registrationCount()).toBe(before);
    expect(await available((change as Form).loginName ?? 'echo-ops-1')).toBe(true);
  });

  it('refuses an unknown or a missing body field', async () => {
    expectError(await register({ ...validForm('echo-ops-2'), website: 'https://echo.example' }), 400, 'error.requestParameter');
    const { email: _email, ...withoutEmail } = validForm('echo-ops-2');
    expectError(await register(withoutEmail), 400, 'error.requestParameter');
    expect(await available('echo-ops-2')).toBe(true);
  });

  it('refuses a taken login name, whatever its case', async () => {
    const before = await registrationCount();
    expect(await available('admin')).toBe(false);
    expect(await available('ADMIN')).toBe(false);
    expectError(await register(validForm('admin')), 409, 'error.userNameTaken');
    expectError(await register(validForm('ADMIN')), 409, 'error.userNameTaken');
    expectError(await register(validForm(TENANT_B_ADMIN.toUpperCase())), 409, 'error.userNameTaken');
    expect(await registrationCount()).toBe(before);
  });

  it('registers a pending company; the name is then taken', async () => {
    expect(await available('echo-ops')).toBe(true);
    const res = await register(validForm('echo-ops'));
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ status: 'pending', companyCode: expect.stringMatching(/^C[0-9A-F]{8}$/) });
    expect(await available('echo-ops')).toBe(false);
    expect(await available('Echo-Ops')).toBe(false);
    expectError(await register(validForm('ECHO-OPS', { companyName: 'Another Echo' })), 409, 'error.userNameTaken');
  });

  it('checkLoginName refuses a malformed name parameter', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/register/checkLoginName/${'x'.repeat(65)}` });
    expectError(res, 400, 'error.requestParameter');
  });

  it('the platform administrator lists pending registrations and approves with the current version', async () => {
    const { applicationId } = (await register(validForm('foxtrot-ops', { companyName: 'Foxtrot Air', email: 'ops@foxtrot.example' }))).json().result;
    const pending = (await list(adminToken, 'pending')).json().result;
    expect(pending.list.every((c: { status: string }) => c.status === 'pending')).toBe(true);
    const row = pending.list.find((c: { id: string }) => c.id === applicationId);
    expect(row).toMatchObject({ name: 'Foxtrot Air', contactPerson: 'Echo Ops', isPlatform: false, version: 1 });
    expect(row).not.toHaveProperty('passwordHash');
    // the platform operator and the already approved tenant B are not pending
    expect(pending.list.map((c: { name: string }) => c.name)).not.toContain('Bravo Jets');

    expectError(await review(adminToken, applicationId, 'approve', {}), 400, 'error.requestParameter');
    expectError(await review(adminToken, applicationId, 'approve', { version: 7 }), 412, 'error.dataChanged');
    const approved = await review(adminToken, applicationId, 'approve', { version: row.version });
    expect(approved.json()).toMatchObject({ code: 20000, result: { id: applicationId, status: 'active', version: 2, reviewAuthor: expect.any(String) } });
    expect((await list(adminToken, 'pending')).json().result.list.some((c: { id: string }) => c.id === applicationId)).toBe(false);
    expect((await list(adminToken, 'active')).json().result.list.some((c: { id: string }) => c.id === applicationId)).toBe(true);

    expectError(await review(adminToken, applicationId, 'approve', { version: 2 }), 409, 'error.dataChanged');
    expectError(await review(adminToken, applicationId, 'reject', { version: 2, note: 'late' }), 409, 'error.dataChanged');
    expect((await signInRequest(t.app, 'foxtrot-ops', sha1Hex('Echo-pass12'))).json()).toMatchObject({ code: 20000, result: { username: 'foxtrot-ops' } });
  });

  it('refuses only with a reason: none, or blank, is 400 and changes nothing', async () => {
    const { applicationId } = (await register(validForm('india-ops', { companyName: 'India Air', email: 'ops@india.example' }))).json().result;
    for (const body of [{ version: 1 }, { version: 1, note: '   ' }]) {
      const res = await review(adminToken, applicationId, 'reject', body);
      expectError(res, 400, 'error.requestParameter');
      expect(res.json().result.fields.note.key).toBe(VK.required);
    }
    const row = (await list(adminToken, 'pending')).json().result.list.find((c: { id: string }) => c.id === applicationId);
    expect(row).toMatchObject({ status: 'pending', version: 1 });
  });

  it('mails the applicant through the platform outbox, in the mail language, on approval and refusal', async () => {
    const mails = async (to: string) => {
      const rows = await t.database.db.select().from(outbox).where(eq(outbox.recipient, to));
      return rows.map((r) => ({ companyId: r.companyId, functionCode: r.functionCode, subject: r.subject, body: r.body, status: r.status }));
    };
    const platform = (await principalOf(t.database.db, t.app.services, 'admin')).companyId;
    const juliet = (await register(validForm('juliet-ops', { companyName: 'Juliet Air', email: 'ops@juliet.example' }))).json().result;
    const kilo = (await register(validForm('kilo-ops', { companyName: 'Kilo Air', email: 'ops@kilo.example' }))).json().result;
    expect(await mails('ops@juliet.example')).toEqual([]);
    await review(adminToken, juliet.applicationId, 'approve', { version: 1 });
    await review(adminToken, kilo.applicationId, 'reject', { version: 1, note: 'No operating certificate' });
    const params = { person: 'Echo Ops', company: 'Juliet Air', code: juliet.companyCode };
    expect(await mails('ops@juliet.example')).toEqual([
      { companyId: platform, functionCode: 'REGISTRATION_APPROVED', subject: translate('systemLog.registrationMail.active.subject', 'zh', params), body: expect.stringContaining(juliet.companyCode), status: 'unsent' },
    ]);
    const [refusal] = await mails('ops@kilo.example');
    expect(refusal).toMatchObject({ companyId: platform, functionCode: 'REGISTRATION_REJECTED', subject: translate('systemLog.registrationMail.rejected.subject', 'zh', { company: 'Kilo Air' }) });
    expect(refusal!.body).toContain('No operating certificate');
  });

  it('exports the list as xlsx for the platform administrator only', async () => {
    const payload = { scope: 'all', columns: ['name', 'status', 'reviewNote'], searchParas: { conditions: [{ name: 'name', op: 'eq', value: 'Kilo Air' }] } };
    const rows = await exportSheet(await t.call(adminToken, { method: 'POST', url: '/common/v1/registrations/export', headers: { 'accept-language': 'en' }, payload }));
    expect(rows).toEqual([
      [translate('systemLog.registration.col.name', 'en'), translate('systemLog.registration.col.status', 'en'), translate('systemLog.registration.col.reviewNote', 'en')],
      ['Kilo Air', translate('systemLog.registration.status.rejected', 'en'), 'No operating certificate'],
    ]);
    expectError(await t.call(bravoToken, { method: 'POST', url: '/common/v1/registrations/export', payload }), 403, 'error.insufficientAccess');
  });

  it('rejects with a note', async () => {
    const { applicationId } = (await register(validForm('golf-ops', { companyName: 'Golf Air', email: 'ops@golf.example' }))).json().result;
    const res = await review(adminToken, applicationId, 'reject', { version: 1, note: 'Operating certificate missing' });
    expect(res.json()).toMatchObject({ code: 20000, result: { status: 'rejected', reviewNote: 'Operating certificate missing' } });
    const rejected = (await list(adminToken, 'rejected')).json().result.list.find((c: { id: string }) => c.id === applicationId);
    expect(rejected).toMatchObject({ status: 'rejected', reviewNote: 'Operating certificate missing', version: 2 });
    expectError(await review(adminToken, applicationId, 'approve', { version: 2 }), 409, 'error.dataChanged');
    expectError(await review(adminToken, applicationId, 'reject', { version: 1, note: 'x'.repeat(501) }), 400, 'error.requestParameter');
    expectError(await review(adminToken, applicationId, 'reject', { version: 1, note: 'stale' }), 409, 'error.dataChanged');
  });

  it('a tenant administrator that is not the platform cannot list or review', async () => {
    const { applicationId } = (await register(validForm('hotel-ops', { companyName: 'Hotel Air', email: 'ops@hotel.example' }))).json().result;
    expectError(await list(bravoToken, 'pending'), 403, 'error.insufficientAccess');
    expectError(await review(bravoToken, applicationId, 'approve', { version: 1 }), 403, 'error.insufficientAccess');
    expectError(await review(bravoToken, applicationId, 'reject', { version: 1, note: 'no' }), 403, 'error.insufficientAccess');
    const seatUser = await t.signIn('demo-cs');
    expectError(await list(seatUser), 403, 'error.insufficientAccess');
    expectError(await review(seatUser, applicationId, 'approve', { version: 1 }), 403, 'error.insufficientAccess');
    // still pending and untouched
    const row = (await list(adminToken, 'pending')).json().result.list.find((c: { id: string }) => c.id === applicationId);
    expect(row).toMatchObject({ status: 'pending', version: 1, reviewNote: null });
  });
});
