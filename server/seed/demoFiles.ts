import type { Ctx } from '../lib/context';
import type { Services } from '../services';

/** A minimal valid one-page PDF (what content detection and browsers' viewers accept); `text` in ASCII. */
export function minimalPdf(text = 'FOC'): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null, // the content stream, below
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const stream = `BT /F1 18 Tf 20 40 Td (${text}) Tj ET`;
  objects[3] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/**
 * A few demo records carry a file, so the attachment panels are not empty: the first two aircraft an
 * airworthiness certificate, the first crew member a licence. Written through the file service.
 */
export async function seedDemoFiles(services: Services, ctx: Ctx, records: { aircraft: { id: string; tailNo: string }[]; crew: { id: string; workNo: string }[] }): Promise<number> {
  const items = [
    ...records.aircraft.slice(0, 2).map((a) => ({ recordType: 'aircraft' as const, recordId: a.id, name: `适航证 ${a.tailNo}.pdf`, text: `Airworthiness certificate ${a.tailNo}` })),
    ...records.crew.slice(0, 1).map((c) => ({ recordType: 'crew' as const, recordId: c.id, name: `执照 ${c.workNo}.pdf`, text: `Licence ${c.workNo}` })),
  ];
  for (const item of items) {
    const up = await services.files.upload(ctx, { files: [{ name: item.name, bytes: minimalPdf(item.text) }] });
    const ref = { recordType: item.recordType, recordId: item.recordId };
    const set = await services.files.attachments(ctx, ref);
    await services.files.setAttachments(ctx, ref, { version: set.version, fileIds: [up.id] });
  }
  return items.length;
}
