// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BYTES_PER_MB, UPLOAD_ALTERNATIVE, UPLOAD_GENERAL, UPLOAD_IMPORT, type UploadConfig } from '../domain/validation';
import { initTestI18n } from './testing/i18n';
import { UploadField, type UploadedFile } from './UploadField';

beforeAll(async () => {
  await initTestI18n('en');
});
afterEach(cleanup);

function file(name: string, sizeBytes = 1024): File {
  const f = new File(['x'], name);
  Object.defineProperty(f, 'size', { value: sizeBytes });
  return f;
}

function setup(config: UploadConfig, initial: UploadedFile[] = [], upload = vi.fn(async (f: File) => `/files/${f.name}`)) {
  const state = { value: initial };
  function Harness() {
    const [value, setValue] = useState(initial);
    state.value = value;
    return <UploadField label="Files" config={config} value={value} onChange={setValue} upload={upload} />;
  }
  render(<Harness />);
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  const choose = async (...files: File[]) => {
    await act(async () => {
      fireEvent.change(input, { target: { files } });
    });
  };
  return { state, upload, input, choose };
}

const message = () => document.querySelector('.bp6-form-helper-text')?.textContent ?? '';
const attached = (n: number): UploadedFile[] => Array.from({ length: n }, (_, i) => ({ name: `f${i}.pdf`, size: 1, path: `/p/${i}` }));

describe('UploadField', () => {
  it('refuses a 6th file in the alternative configuration', async () => {
    const { state, upload, choose } = setup(UPLOAD_ALTERNATIVE, attached(5));
    await choose(file('six.pdf'));
    expect(message()).toBe('You can upload at most 5 files');
    expect(upload).not.toHaveBeenCalled();
    expect(state.value).toHaveLength(5);
  });

  it('refuses six files chosen at once', async () => {
    const { upload, choose } = setup(UPLOAD_ALTERNATIVE);
    await choose(...Array.from({ length: 6 }, (_, i) => file(`${i}.JPG`)));
    expect(message()).toBe('You can upload at most 5 files');
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a 12 MB pdf in the general configuration', async () => {
    const { upload, choose } = setup(UPLOAD_GENERAL);
    await choose(file('manual.pdf', 12 * BYTES_PER_MB));
    expect(message()).toBe('"manual.pdf" is larger than 10 MB');
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a wrong format and names the allowed types', async () => {
    const { choose } = setup(UPLOAD_IMPORT);
    await choose(file('crew.xls'));
    expect(message()).toBe('"crew.xls" has the wrong format; allowed types: xlsx');
  });

  it('uploads accepted files and lists them; a file can be removed', async () => {
    const { state, upload, choose, input } = setup(UPLOAD_GENERAL);
    expect(input.accept).toBe('.jpg,.jpeg,.png,.pdf,.xls,.xlsx,.doc,.docx,.ppt,.pptx');
    expect(input.multiple).toBe(true);
    expect(message()).toBe('Allowed types: jpg, jpeg, png, pdf, xls, xlsx, doc, docx, ppt, pptx; at most 10 MB each');
    await choose(file('a.PDF', 10 * BYTES_PER_MB), file('b.png'));
    expect(upload).toHaveBeenCalledTimes(2);
    expect(state.value.map((f) => f.path)).toEqual(['/files/a.PDF', '/files/b.png']);
    expect(screen.getByText('a.PDF')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove a.PDF' }));
    expect(state.value.map((f) => f.name)).toEqual(['b.png']);
  });

  it("says 'upload failed' when the upload rejects, keeping the files that succeeded", async () => {
    const upload = vi.fn(async (f: File) => {
      if (f.name === 'bad.png') throw new Error('500');
      return `/files/${f.name}`;
    });
    const { state, choose } = setup(UPLOAD_ALTERNATIVE, [], upload);
    await choose(file('good.png'), file('bad.png'));
    expect(message()).toBe('Upload failed');
    expect(state.value.map((f) => f.name)).toEqual(['good.png']);
  });

  it("shows the server's rule when the upload rejects with one (e.g. content not matching the extension)", async () => {
    const upload = vi.fn(async (f: File): Promise<string> => {
      throw { key: 'validation.upload.format', params: { name: f.name, types: 'png, pdf' } };
    });
    const { state, choose } = setup(UPLOAD_GENERAL, [], upload);
    await choose(file('photo.png'));
    expect(message()).toBe('"photo.png" has the wrong format; allowed types: png, pdf');
    expect(state.value).toEqual([]);
  });

  it('takes one file for imports', () => {
    const { input } = setup(UPLOAD_IMPORT);
    expect(input.multiple).toBe(false);
    expect(message()).toBe('Allowed types: xlsx; one file of at most 10 MB');
  });
});
