import { Button, Callout, InputGroup } from '@blueprintjs/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { fn } from 'storybook/test';
import { validateSignIn, type SignInForm } from '../../src/domain/validation';
import { CheckedInput, FormField, useFormState, useRuleText } from '../../src/forms';
import { T } from './support';

const meta = {
  title: 'Forms/FormField',
  component: FormField,
  args: { label: <T k="forms.demo.remark" />, children: <InputGroup id="remark" />, labelFor: 'remark' },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};

export const WithHelperText: Story = { args: { helperText: <T k="forms.demo.dateHelper" /> } };

export const Required: Story = { args: { required: true } };

export const WithRuleError: Story = { args: { required: true, error: { key: 'validation.maxLength', params: { max: 200 } } } };

export const Inline: Story = { args: { inline: true, helperText: <T k="forms.demo.dateHelper" /> } };

const EMPTY: SignInForm = { userName: '', password: '', captcha: '' };

/**
 * `useFormState` with `validateSignIn`: errors appear once a field is left or after a submit;
 * saving takes 3 s, a second submit meanwhile shows 'data is saving, do not resubmit'; the
 * server answers a wrong verification code with a field error, cleared when the field changes.
 */
function SignInDemo(props: { onSubmit: (values: SignInForm) => void }) {
  const { t } = useTranslation();
  const ruleText = useRuleText();
  const form = useFormState<SignInForm>({
    initialValues: EMPTY,
    validate: validateSignIn,
    onSubmit: async (values) => {
      props.onSubmit(values);
      await new Promise((r) => setTimeout(r, 3000));
      return values.captcha === '0000' ? undefined : { captcha: { key: 'error.captchaWrong' } };
    },
  });
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <CheckedInput rule="blank" required label={t('forms.demo.userName')} {...form.field('userName')} />
      <CheckedInput rule="blank" required type="password" label={t('forms.demo.password')} {...form.field('password')} />
      <CheckedInput rule="blank" required label={t('forms.demo.captcha')} helperText="0000" {...form.field('captcha')} />
      {form.notice && (
        <Callout intent="warning" compact style={{ marginBottom: 12 }}>
          {ruleText(form.notice)}
        </Callout>
      )}
      <Button type="submit" intent="primary" loading={false} icon={form.submitting ? 'time' : undefined}>
        {t('forms.demo.submit')}
      </Button>
      <p className="bp6-text-muted" style={{ marginTop: 8 }}>
        {t('forms.demo.submitHint')}
      </p>
    </form>
  );
}

export const WithUseFormState: StoryObj<typeof SignInDemo> = {
  render: (args) => <SignInDemo {...args} />,
  args: { onSubmit: fn() },
};
