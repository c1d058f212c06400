import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CREW_IMPORT_COLUMNS } from '../../../src/contract/import';
import { labelsOf } from './routes';
import { readSheet } from './sheet';

const libreoffice = readFileSync(new URL('../../../tests/fixtures/import/crew-libreoffice.xlsx', import.meta.url));

describe('readSheet on the LibreOffice workbook', () => {
  it('finds the titles under the merged group row and skips blank and trailing rows', async () => {
    const rows = await readSheet(libreoffice, CREW_IMPORT_COLUMNS, labelsOf, 5000);
    expect(rows.map((r) => r.row)).toEqual([3, 4, 6, 7]);
    expect(Object.keys(rows[0]!.cells).sort()).toEqual(['baseIcao', 'birthdate', 'cnName', 'crewType', 'enName', 'hireDate', 'phone', 'position', 'qualifiedTypeIds', 'workNo'].sort());
    expect(rows[0]!.cells.birthdate).toBeInstanceOf(Date);
    expect(rows[1]!.cells.birthdate).toBe('19850312');
    expect(rows[1]!.cells.workNo).toBe('ＬＯ－Ｃ０２');
  });

  it('caps the rows', async () => {
    await expect(readSheet(libreoffice, CREW_IMPORT_COLUMNS, labelsOf, 3)).rejects.toMatchObject({ key: 'import.error.tooManyRows', details: { max: 3 } });
  });
});
