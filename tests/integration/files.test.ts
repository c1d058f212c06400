/**
 * Files (requirements S5, S9): every refusal of an upload names its rule and stores nothing; what is
 * stored comes back byte for byte under its original name; a file is read only through a record the
 * caller may read (or by its uploader until attached); company B reaches nothing of company A (404).
 */
import { createHash } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ok } from '../support/expect';
import { TENANT_B_ADMIN, TEST_PASSWORD } from '../support/fixtures';
import { minimalPdf, multipartBody, TINY_PNG, type Part } from '../support/multipart';
import { createTestApp } from '../support/testApp';
import { sweepUnattachedFiles } from '../../server/modules/file/fileSweep';

const t = await createTestApp();
afterAll(async () => t.close());

const MB = 1024 * 1024;
const tokens: Record<string, string> = {};
const call = (who: string, opts: InjectOptions) => t.call(tokens[who], opts);
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const upload = (who: string, parts: Part[], query = '') => call(who, { method: 'POST', url: `/file/v1/upload${query}`, ...multipartBody(parts) });
const file = (filename: string, content: Buffer | string, extra: Part[] = []): Part[] => [{ name: 'file', filename, content }, ...extra];
async function storedCount(): Promise<number> {
  const r = await t.database.db.execute(sql`select (select count(*) from files)::int + (select count(*) from file_contents)::int as n`);
  return Number((r as unknown as { rows: { n: number }[] }).rows[0]!.n);
}
const attachments = (who: string, type: string, id: string) => call(who, { method: 'GET', url: `/file/v1/attachments/${type}/${id}` });
const setAttachments = (who: string, type: string, id: string, version: string, fileIds: string[]) =>
  call(who, { method: 'PUT', url: `/file/v1/attachments/${type}/${id}`, payload: { version, fileIds } });

const a = { type: '', aircraft: '', aircraft2: '', crew: '' };

beforeAll(async () => {
  tokens.admin = await t.signIn('admin');
  tokens.bravo = await t.signIn(TENANT_B_ADMIN);
  tokens.cs = await t.signIn('demo-cs');
  const post = (url: string, payload: object) => call('admin', { method: 'POST', url, payload }).then(ok);
  a.type = (await post('/fleet/v1/aircraftTypes', { code: 'FL-G650', name: 'G650' })).id;
  a.aircraft = (await post('/fleet/v1/aircraft', { tailNo: 'B-FL01', typeId: a.type })).id;
  a.aircraft2 = (await post('/fleet/v1/aircraft', { tailNo: 'B-FL02', typeId: a.type })).id;
  a.crew = (await post('/crew/v1/crews', { workNo: 'FL-P1', cnName: '文件', crewType: 'pilot' })).id;
  // a user who may list aircraft, but only B-FL01
  const role = await post('/common/v1/sysRoles', { name: 'File scoped', code: 'FILE_SCOPED' });
  const put = (suffix: string, payload: object) => call('admin', { method: 'PUT', url: `/common/v1/sysRoles/${role.id}/${suffix}`, payload }).then(ok);
  const v2 = await put('permissions', { version: role.version, permissionKeys: ['aircraft:list'] });
  await put('dataPermissions', { version: v2.version, grants: [{ dimension: 'aircraft', mode: 'specific', values: [a.aircraft] }] });
  const seats = ok(await call('admin', { method: 'GET', url: '/common/v1/seats' }));
  await post('/common/v1/sysUsers', { userName: 'file-scoped', password: TEST_PASSWORD, personName: 'File Scoped', roleIds: [role.id], seatIds: [seats[0].id] });
  tokens.scoped = await t.signIn('file-scoped');
});

describe('refusals: the rule’s key, nothing stored', () => {
  const cases: [string, () => Promise<{ statusCode: number; json(): { key: string; result: unknown } }>, string, object?][] = [
    ['a type outside the configuration (.exe)', () => upload('admin', file('tool.exe', 'MZ....')), 'validation.upload.format', { name: 'tool.exe' }],
    ['pptx in the alternative configuration', () => upload('admin', file('slides.pptx', minimalPdf()), '?config=alternative'), 'validation.upload.format'],
    ['a PDF’s bytes under .png (magic bytes)', () => upload('admin', file('photo.png', minimalPdf())), 'validation.upload.format', { name: 'photo.png' }],
    ['text under .pdf (magic bytes)', () => upload('admin', file('fake.pdf', 'hello, not a pdf')), 'validation.upload.format'],
    ['a PNG under .docx', () => upload('admin', file('letter.docx', TINY_PNG)), 'validation.upload.format'],
    ['an empty file', () => upload('admin', file('empty.pdf', Buffer.alloc(0))), 'validation.upload.format'],
    ['over 10 MB (general)', () => upload('admin', file('big.pdf', Buffer.concat([minimalPdf(), Buffer.alloc(10 * MB)]))), 'validation.upload.size', { name: 'big.pdf', maxMb: 10 }],
    ['over 5 MB (alternative)', () => upload('admin', file('big.pdf', Buffer.concat([minimalPdf(), Buffer.alloc(5 * MB)])), '?config=alternative'), 'validation.upload.size', { maxMb: 5 }],
    ['six files (alternative: at most 5)', () => upload('admin', Array.from({ length: 6 }, (_, i) => ({ name: 'file', filename: `p${i}.png`, content: TINY_PNG })), '?config=alternative'), 'validation.upload.count', { maxCount: 5 }],
    ['three files when the field holds three (alternative)', () => upload('admin', Array.from({ length: 3 }, (_, i) => ({ name: 'file', filename: `p${i}.png`, content: TINY_PNG })), '?config=alternative&existingCount=3'), 'validation.upload.count', { maxCount: 5 }],
    ['two files in the general configuration (one per request)', () => upload('admin', [...file('a.png', TINY_PNG), ...file('b.png', TINY_PNG)]), 'validation.upload.count'],
    ['a traversal name leaving no extension (../../etc/passwd)', () => upload('admin', file('x.pdf', minimalPdf(), [{ name: 'fileName', content: '../../etc/passwd' }])), 'validation.upload.format', { name: 'passwd' }],
    ['a NUL hiding .exe (a.pdf\\0.exe)', () => upload('admin', file('x.pdf', minimalPdf(), [{ name: 'fileName', content: 'a.pdf\u0000.exe' }])), 'validation.upload.format', { name: 'a.pdf.exe' }],
    ['no file part', () => upload('admin', [{ name: 'fileName', content: 'a.pdf' }]), 'validation.upload.failed'],
  ];
  it.each(cases)('%s', async (_n, send, key, params) => {
    const before = await storedCount();
    const res = await send();
    expect(res.statusCode, JSON.stringify(res.json())).toBe(400);
    expect(res.json().key).toBe(key);
    if (params) expect(res.json().result).toMatchObject(params);
    expect(await storedCount()).toBe(before);
  });

  it('the six-file case was the alternative configuration’s count, and the message is translated', async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ name: 'file', filename: `p${i}.png`, content: TINY_PNG }));
    const body = multipartBody(six);
    const res = await call('admin', { method: 'POST', url: '/file/v1/upload?config=alternative', payload: body.payload, headers: { ...body.headers, 'accept-language': 'en' } });
    expect(res.json()).toMatchObject({ code: 400, key: 'validation.upload.count', result: { maxCount: 5 } });
    expect(res.json().message).toMatch(/5/);
    expect(res.json().message).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('JSON instead of multipart → 415; an unknown part → 400; a too-long declared body → 413; no token → 401', async () => {
    expect((await call('admin', { method: 'POST', url: '/file/v1/upload', payload: { file: 'x' } })).statusCode).toBe(415);
    expect((await upload('admin', [{ name: 'other', filename: 'a.png', content: TINY_PNG }])).statusCode).toBe(400);
    const res = await call('admin', { method: 'POST', url: '/file/v1/upload', ...multipartBody(file('a.png', TINY_PNG)) });
    expect(res.statusCode).toBe(200);
    const big = multipartBody(file('a.png', TINY_PNG));
    expect((await call('admin', { method: 'POST', url: '/file/v1/upload', payload: big.payload, headers: { ...big.headers, 'content-length': String(40 * MB) } })).statusCode).toBe(413);
    expect((await t.call(undefined, { method: 'POST', url: '/file/v1/upload', ...multipartBody(file('a.png', TINY_PNG)) })).statusCode).toBe(401);
  });
});

describe('round trips', () => {
  it('a PDF with a Chinese name comes back byte for byte, named per RFC 6266', async () => {
    const bytes = minimalPdf('round trip');
    const name = '飞机适航证 B-FL01.pdf';
    const up = ok(await upload('admin', file('ignored.pdf', bytes, [{ name: 'fileName', content: name }])));
    expect(up).toMatchObject({ fileName: name, size: bytes.length, contentType: 'application/pdf', sha256: sha(bytes), path: `/file/v1/files/${up.id}` });
    const down = await call('admin', { method: 'GET', url: up.path });
    expect(down.statusCode).toBe(200);
    expect(sha(down.rawPayload)).toBe(up.sha256);
    expect(down.headers['content-type']).toBe('application/pdf');
    expect(down.headers['x-content-type-options']).toBe('nosniff');
    expect(down.headers['content-disposition']).toBe(`attachment; filename="_____ B-FL01.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`);
    const preview = await call('admin', { method: 'GET', url: `${up.path}/preview` });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-disposition']).toMatch(/^inline; /);
    expect(preview.headers['content-security-policy']).toContain('sandbox');
    expect(sha(preview.rawPayload)).toBe(up.sha256);
  });

  it('a Chinese name in the part header itself (UTF-8) is kept, a Windows path stripped', async () => {
    const up = ok(await upload('admin', file('C:\\照片\\机库.png', TINY_PNG)));
    expect(up.fileName).toBe('机库.png');
  });

  it('accepted formats: png, upper-case JPG in the alternative configuration, a real xlsx, an old Office (CFB) .doc', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('S').addRow(['a', 1]);
    const xlsx = Buffer.from(await book.xlsx.writeBuffer());
    const jpg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, ...Array(64).fill(0), 0xff, 0xd9]);
    const cfb = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1024)]);
    const alt = ok(await upload('admin', [...file('A.PNG', TINY_PNG), ...file('B.JPG', jpg), ...file('c.xlsx', xlsx)], '?config=alternative'));
    expect(alt.files.map((f: { contentType: string }) => f.contentType)).toEqual(['image/png', 'image/jpeg', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
    expect(ok(await upload('admin', file('old.doc', cfb))).contentType).toBe('application/msword');
    const xls = ok(await upload('admin', file('sheet.xlsx', xlsx)));
    expect((await call('admin', { method: 'GET', url: `${xls.path}/preview` })).statusCode).toBe(415);
  });

  it('exactly 10 MB is stored and read back whole (bytea on this database)', async () => {
    const pdf = minimalPdf();
    const bytes = Buffer.concat([pdf, Buffer.alloc(10 * MB - pdf.length, 0x20)]);
    const up = ok(await upload('admin', file('ten.pdf', bytes)));
    expect(up.size).toBe(10 * MB);
    const down = await call('admin', { method: 'GET', url: up.path });
    expect(down.rawPayload.length).toBe(10 * MB);
    expect(sha(down.rawPayload)).toBe(sha(bytes));
  }, 120_000);
});

describe('attachments and who reads what', () => {
  let pdf: { id: string; path: string };
  let png: { id: string; path: string };
  let version = '';

  beforeAll(async () => {
    pdf = ok(await upload('admin', file('manual.pdf', minimalPdf('manual'))));
    png = ok(await upload('admin', file('photo.png', TINY_PNG)));
  });

  it('until attached only the uploader reads a file', async () => {
    expect((await call('admin', { method: 'GET', url: pdf.path })).statusCode).toBe(200);
    expect((await call('scoped', { method: 'GET', url: pdf.path })).statusCode).toBe(404);
  });

  it('attach in order; the list answers metadata, who and when; the log records it', async () => {
    const empty = ok(await attachments('admin', 'aircraft', a.aircraft2));
    expect(empty.list).toEqual([]);
    expect(empty.canEdit).toBe(true);
    const set = ok(await setAttachments('admin', 'aircraft', a.aircraft2, empty.version, [png.id, pdf.id]));
    expect(set.list.map((f: { fileId: string }) => f.fileId)).toEqual([png.id, pdf.id]);
    expect(set.list[1]).toMatchObject({ fileName: 'manual.pdf', contentType: 'application/pdf', path: pdf.path, uploader: 'admin', attachedBy: 'admin' });
    version = set.version;
    const again = ok(await attachments('admin', 'aircraft', a.aircraft2));
    expect(again).toEqual(set);
    const logs = ok(await call('admin', { method: 'POST', url: '/common/v1/sysLogs/list', payload: { pageSize: 5, searchParas: { conditions: [{ name: 'businessId', op: 'eq', value: a.aircraft2 }] } } }));
    expect(logs.list.some((l: { moduleName: string; functionName: string }) => l.moduleName === 'file' && l.functionName === 'attach')).toBe(true);
  });

  it('a stale version → 412, the set unchanged; the same PUT twice is the same set', async () => {
    const stale = await setAttachments('admin', 'aircraft', a.aircraft2, 'stale', [pdf.id]);
    expect(stale.statusCode).toBe(412);
    expect(ok(await attachments('admin', 'aircraft', a.aircraft2)).version).toBe(version);
    const reordered = ok(await setAttachments('admin', 'aircraft', a.aircraft2, version, [pdf.id, png.id]));
    expect(reordered.list.map((f: { fileId: string }) => f.fileId)).toEqual([pdf.id, png.id]);
    version = reordered.version;
  });

  it('a user who cannot read the record cannot read its file (nor its list); one who can, can', async () => {
    // scoped reads aircraft B-FL01 only
    expect((await call('scoped', { method: 'GET', url: pdf.path })).statusCode).toBe(404);
    expect((await attachments('scoped', 'aircraft', a.aircraft2)).statusCode).toBe(404);
    // demo-cs has no aircraft:list at all
    expect((await call('cs', { method: 'GET', url: pdf.path })).statusCode).toBe(404);
    expect((await attachments('cs', 'aircraft', a.aircraft2)).statusCode).toBe(403);
    // attach the same file to B-FL01 too: now scoped reads it, but may not edit
    const first = ok(await attachments('admin', 'aircraft', a.aircraft));
    ok(await setAttachments('admin', 'aircraft', a.aircraft, first.version, [pdf.id]));
    expect((await call('scoped', { method: 'GET', url: pdf.path })).statusCode).toBe(200);
    const seen = ok(await attachments('scoped', 'aircraft', a.aircraft));
    expect(seen.canEdit).toBe(false);
    expect((await setAttachments('scoped', 'aircraft', a.aircraft, seen.version, [])).statusCode).toBe(403);
    // the uploader lost the "until attached" right to the png: admin reads it through the record, scoped does not
    expect((await call('scoped', { method: 'GET', url: png.path })).statusCode).toBe(404);
  });

  it('company B: files, previews, lists and sets of company A → 404; attaching A’s file to its own record → 404', async () => {
    for (const url of [pdf.path, `${pdf.path}/preview`, `/file/v1/attachments/aircraft/${a.aircraft2}`, `/file/v1/attachments/crew/${a.crew}`]) {
      expect((await call('bravo', { method: 'GET', url })).statusCode, url).toBe(404);
    }
    expect((await setAttachments('bravo', 'aircraft', a.aircraft2, version, [])).statusCode).toBe(404);
    const bType = ok(await call('bravo', { method: 'POST', url: '/fleet/v1/aircraftTypes', payload: { code: 'BR-1', name: 'Bravo type' } }));
    const bAircraft = ok(await call('bravo', { method: 'POST', url: '/fleet/v1/aircraft', payload: { tailNo: 'B-BR01', typeId: bType.id } }));
    const own = ok(await attachments('bravo', 'aircraft', bAircraft.id));
    expect((await setAttachments('bravo', 'aircraft', bAircraft.id, own.version, [pdf.id])).statusCode).toBe(404);
    expect(ok(await attachments('bravo', 'aircraft', bAircraft.id)).list).toEqual([]);
    expect(ok(await attachments('admin', 'aircraft', a.aircraft2)).version).toBe(version);
  });

  it('a file left on no record is deleted with its bytes; one still attached elsewhere stays', async () => {
    const before = await storedCount();
    ok(await setAttachments('admin', 'aircraft', a.aircraft2, version, []));
    expect((await call('admin', { method: 'GET', url: png.path })).statusCode).toBe(404); // png was only here
    expect((await call('admin', { method: 'GET', url: pdf.path })).statusCode).toBe(200); // pdf is still on B-FL01
    expect(await storedCount()).toBe(before - 2);
  });

  it('other record types: crew; an unknown record type or a record of nothing → 400 / 404', async () => {
    const f = ok(await upload('admin', file('licence.pdf', minimalPdf('licence'))));
    const set = ok(await attachments('admin', 'crew', a.crew));
    expect(ok(await setAttachments('admin', 'crew', a.crew, set.version, [f.id])).list).toHaveLength(1);
    expect((await attachments('admin', 'spaceship', a.crew)).statusCode).toBe(400);
    expect((await attachments('admin', 'aircraft', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('uploads never attached', () => {
  it('are swept once older than the grace period; attached or recent ones stay', async () => {
    const idle = ok(await upload('admin', file('forgotten.pdf', minimalPdf('forgotten'))));
    const recent = ok(await upload('admin', file('recent.pdf', minimalPdf('recent'))));
    const kept = ok(await upload('admin', file('kept.pdf', minimalPdf('kept'))));
    const set = ok(await attachments('admin', 'crew', a.crew));
    ok(await setAttachments('admin', 'crew', a.crew, set.version, [...set.list.map((f: { fileId: string }) => f.fileId), kept.id]));
    // the idle one and the attached one were uploaded "two days ago"
    await t.database.db.execute(sql`update files set create_time = now() - interval '48 hours' where id in (${idle.id}, ${kept.id})`);
    const before = await storedCount();
    expect(await sweepUnattachedFiles(t.database.db, 24)).toBe(1);
    expect(await storedCount()).toBe(before - 2); // the file and its bytes
    expect((await call('admin', { method: 'GET', url: idle.path })).statusCode).toBe(404);
    expect((await call('admin', { method: 'GET', url: recent.path })).statusCode).toBe(200);
    expect((await call('admin', { method: 'GET', url: kept.path })).statusCode).toBe(200);
    expect(await sweepUnattachedFiles(t.database.db, 24)).toBe(0);
  });
});
