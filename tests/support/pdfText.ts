/**
 * Text of an uncompressed pdfkit PDF (`compress: false`): the hex strings of its TJ operators mapped
 * back through each font's ToUnicode CMap (embedded fonts) or read as Latin-1 (standard fonts).
 * Enough to check what a generated report says; not a general PDF reader.
 */
import { inflateSync } from 'node:zlib';

const hexPairs = (hex: string, size: number) => (hex.match(new RegExp(`.{1,${size}}`, 'g')) ?? []).map((h) => parseInt(h, 16));
const utf16 = (hex: string) => String.fromCharCode(...hexPairs(hex, 4));

/** Every stream of the file, inflated when it is Flate-compressed. */
function streams(pdf: Buffer): string[] {
  const out: string[] = [];
  const bin = pdf.toString('latin1');
  const re = /<<([^]*?)>>\s*stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(bin))) {
    const start = m.index + m[0].length;
    const end = bin.indexOf('endstream', start);
    const raw = pdf.subarray(start, end);
    try {
      out.push((/FlateDecode/.test(m[1]!) ? inflateSync(raw) : raw).toString('latin1'));
    } catch {
      // not a stream we read
    }
  }
  return out;
}

export function pdfText(pdf: Buffer): string {
  const all = streams(pdf);
  const map = new Map<number, string>();
  for (const s of all.filter((x) => x.includes('begincmap'))) {
    for (const block of s.matchAll(/beginbfrange([^]*?)endbfrange/g)) for (const r of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*\[([^\]]*)\]/g)) {
      const first = parseInt(r[1]!, 16);
      [...r[3]!.matchAll(/<([0-9a-fA-F ]*)>/g)].forEach((u, i) => map.set(first + i, utf16(u[1]!.replace(/ /g, ''))));
    }
    for (const block of s.matchAll(/beginbfchar([^]*?)endbfchar/g)) for (const r of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(parseInt(r[1]!, 16), utf16(r[2]!));
  }
  const words: string[] = [];
  for (const s of all.filter((x) => /T[Jj]/.test(x) && !x.includes('begincmap'))) {
    for (const tj of s.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      let line = '';
      for (const h of tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)) {
        const hex = h[1]!;
        // embedded fonts write 2-byte glyph ids with a ToUnicode map; standard fonts 1-byte codes
        line += map.size > 0 && hex.length % 4 === 0 && [...hexPairs(hex, 4)].every((g) => map.has(g)) ? hexPairs(hex, 4).map((g) => map.get(g)).join('') : String.fromCharCode(...hexPairs(hex, 2));
      }
      words.push(line);
    }
  }
  return words.join(' ');
}
