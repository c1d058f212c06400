#!/usr/bin/env node
// Writes public/manual.pdf (the header's user manual) from docs/user-manual.md: a plain PDF 1.4 with
// the standard Helvetica font, wrapped lines and as many A4 pages as needed. Run after editing the text.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';

const md = readFileSync(new URL('../docs/user-manual.md', import.meta.url), 'utf8');
const lines = [];
for (const raw of md.split('\n')) {
  const heading = raw.match(/^#+\s*(.*)$/);
  const text = (heading ? heading[1] : raw).replace(/[^\x20-\x7e]/g, '');
  const size = heading ? (raw.startsWith('# ') ? 18 : 13) : 10.5;
  const width = Math.floor(95 * (10.5 / size));
  if (!text) { lines.push({ text: '', size }); continue; }
  let rest = text;
  while (rest.length > width) {
    const cut = rest.lastIndexOf(' ', width);
    lines.push({ text: rest.slice(0, cut), size });
    rest = rest.slice(cut + 1);
  }
  lines.push({ text: rest, size, heading: Boolean(heading) });
}
const esc = (s) => s.replace(/[\\()]/g, (c) => `\\${c}`);
const pages = [];
let y = 800;
let ops = [];
for (const l of lines) {
  const step = l.size * 1.45;
  if (y - step < 50) { pages.push(ops); ops = []; y = 800; }
  y -= step;
  if (l.text) ops.push(`BT /F1 ${l.size} Tf 56 ${y.toFixed(1)} Td (${esc(l.text)}) Tj ET`);
}
pages.push(ops);

const objects = [];
const add = (body) => objects.push(body) && objects.length;
const catalog = add('');
const pagesObj = add('');
const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
const kids = pages.map((p) => {
  const content = p.join('\n');
  const stream = add(`<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`);
  return add(`<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${stream} 0 R >>`);
});
objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
objects[pagesObj - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
let pdf = '%PDF-1.4\n';
const offsets = objects.map((body, i) => {
  const at = Buffer.byteLength(pdf);
  pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  return at;
});
const xref = Buffer.byteLength(pdf);
pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
pdf += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
mkdirSync(new URL('../public/', import.meta.url), { recursive: true });
writeFileSync(new URL('../public/manual.pdf', import.meta.url), pdf);
console.log(`public/manual.pdf: ${pages.length} page(s)`);
