import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { UPLOAD_ALTERNATIVE, UPLOAD_GENERAL, UPLOAD_IMPORT } from '../../src/domain/validation';
import { UploadField, type UploadedFile, type UploadFieldProps } from '../../src/forms';
import { T } from './support';

/** Stands in for the file module (it comes later): answers a stored path after a short delay. */
const storeAfterDelay = async (file: File): Promise<string> => {
  await new Promise((r) => setTimeout(r, 600));
  return `/file/v1/${encodeURIComponent(file.name)}`;
};
const failAfterDelay = async (_file: File): Promise<string> => {
  await new Promise((r) => setTimeout(r, 600));
  throw new Error('upload refused');
};

function Stateful(props: UploadFieldProps) {
  const [value, setValue] = useState<UploadedFile[]>([...props.value]);
  return (
    <UploadField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const files = (n: number): UploadedFile[] =>
  Array.from({ length: n }, (_, i) => ({ name: `crew-licence-${i + 1}.pdf`, size: (i + 1) * 700_000, path: `/file/v1/${i + 1}` }));

const meta = {
  title: 'Forms/UploadField',
  component: UploadField,
  args: {
    config: UPLOAD_GENERAL,
    value: [],
    onChange: fn(),
    upload: fn(storeAfterDelay),
    label: <T k="forms.demo.attachments" />,
  },
  argTypes: { config: { control: false } },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof UploadField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** jpg, jpeg, png, pdf, xls, xlsx, doc, docx, ppt, pptx up to 10 MB each. */
export const General: Story = {};

export const GeneralWithFiles: Story = { args: { value: files(2) } };

/** At most 5 files of 5 MB; with 5 attached the next choice is refused. */
export const AlternativeFull: Story = { args: { config: UPLOAD_ALTERNATIVE, value: files(5) } };

export const Alternative: Story = { args: { config: UPLOAD_ALTERNATIVE, value: files(1) } };

/** Imports take one xlsx workbook. */
export const Import: Story = { args: { config: UPLOAD_IMPORT, label: <T k="forms.demo.importFile" />, required: true } };

/** Every transfer fails: 'upload failed'. */
export const UploadFails: Story = { args: { upload: fn(failAfterDelay) } };

export const FormError: Story = { args: { required: true, error: { key: 'validation.required' } } };

export const Disabled: Story = { args: { value: files(2), disabled: true } };
