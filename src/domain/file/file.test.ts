import { describe, expect, it } from 'vitest';
import { cleanFileName, fileIdOfPath, MAX_FILE_NAME, UPLOAD_CONFIGS, DETECTED_AS, CONTENT_TYPES } from '.';

describe('cleanFileName', () => {
  it('strips paths of either kind', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('..\\..\\windows\\evil.pdf')).toBe('evil.pdf');
    expect(cleanFileName('C:\\Users\\a\\报告.pdf')).toBe('报告.pdf');
    expect(cleanFileName('..')).toBe('');
    expect(cleanFileName('dir/')).toBe('');
  });
  it('removes NUL, controls and bidi overrides, keeps Chinese', () => {
    expect(cleanFileName('a.pdf\u0000.exe')).toBe('a.pdf.exe');
    expect(cleanFileName('line\nbreak\t.png')).toBe('linebreak.png');
    expect(cleanFileName('abc\u202Efdp.exe')).toBe('abcfdp.exe');
    expect(cleanFileName('  飞机适航证.PDF ')).toBe('飞机适航证.PDF');
  });
  it('bounds the length and keeps the extension', () => {
    const long = `${'文'.repeat(400)}.pdf`;
    const clean = cleanFileName(long);
    expect(Array.from(clean)).toHaveLength(MAX_FILE_NAME);
    expect(clean.endsWith('.pdf')).toBe(true);
  });
});

describe('configurations and types', () => {
  it('every allowed extension has a content type and a detection', () => {
    for (const config of Object.values(UPLOAD_CONFIGS)) {
      for (const ext of config.extensions) {
        expect(CONTENT_TYPES[ext], ext).toBeTruthy();
        expect(DETECTED_AS[ext], ext).toBeTruthy();
      }
    }
  });
  it('recognises our download paths only', () => {
    const id = '0b8e4e8e-2f5c-4a43-9d1c-3c0f6f1c2a10';
    expect(fileIdOfPath(`/file/v1/files/${id}`)).toBe(id);
    expect(fileIdOfPath(`http://host/file/v1/files/${id}/preview`)).toBe(id);
    expect(fileIdOfPath(`/file/v1/files/${id}/../x`)).toBeNull();
    expect(fileIdOfPath('https://evil.example/a.pdf')).toBeNull();
  });
});
