import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { assertSafeXlsx } from './zip';

const zipOf = async (files: Record<string, string | Buffer>, level = 6) => {
  const zip = new JSZip();
  for (const [name, body] of Object.entries(files)) zip.file(name, body);
  return Buffer.from(await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE', compressionOptions: { level } }));
};
const keyOf = (p: Promise<unknown>) => p.then(() => 'ok', (e: { key?: string }) => e.key);
const limits = { maxUncompressedBytes: 64 * 1024, maxEntries: 5, maxRatio: 200 };

describe('assertSafeXlsx', () => {
  it('accepts a small workbook-shaped zip', async () => {
    expect(await keyOf(assertSafeXlsx(await zipOf({ 'xl/workbook.xml': '<workbook/>', '[Content_Types].xml': '<Types/>' }), limits))).toBe('ok');
  });

  it('refuses what is not a zip, or a zip without xl/workbook.xml', async () => {
    expect(await keyOf(assertSafeXlsx(Buffer.from('PK'), limits))).toBe('import.error.notXlsx');
    expect(await keyOf(assertSafeXlsx(Buffer.from('hello world'), limits))).toBe('import.error.notXlsx');
    expect(await keyOf(assertSafeXlsx(await zipOf({ 'word/document.xml': '<w/>' }), limits))).toBe('import.error.notXlsx');
    const truncated = (await zipOf({ 'xl/workbook.xml': '<workbook/>' })).subarray(0, 40);
    expect(await keyOf(assertSafeXlsx(truncated, limits))).toBe('import.error.notXlsx');
  });

  it('refuses too many entries, too much uncompressed data, and a large entry with a bomb-like ratio', async () => {
    const many = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`xl/p${i}.xml`, 'x']));
    expect(await keyOf(assertSafeXlsx(await zipOf({ 'xl/workbook.xml': '<w/>', ...many }), limits))).toBe('import.error.tooBig');
    const big = { 'xl/workbook.xml': '<w/>', 'xl/worksheets/sheet1.xml': Buffer.alloc(100 * 1024, 0x41) };
    expect(await keyOf(assertSafeXlsx(await zipOf(big), limits))).toBe('import.error.tooBig');
    const ratio = { 'xl/workbook.xml': '<w/>', 'xl/worksheets/sheet1.xml': Buffer.alloc(2 * 1024 * 1024, 0x20) };
    expect(await keyOf(assertSafeXlsx(await zipOf(ratio), { ...limits, maxUncompressedBytes: 10 * 1024 * 1024 }))).toBe('import.error.tooBig');
  });

  it('a central directory that understates an entry is caught while inflating', async () => {
    const buf = await zipOf({ 'xl/workbook.xml': '<w/>', 'xl/worksheets/sheet1.xml': Buffer.alloc(32 * 1024, 0x41) });
    // lower the declared uncompressed size of every entry in the central directory (signature PK\1\2, size at +24)
    for (let i = buf.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])); i >= 0; i = buf.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), i + 4)) buf.writeUInt32LE(3, i + 24);
    expect(await keyOf(assertSafeXlsx(buf, limits))).not.toBe('ok');
  });
});
