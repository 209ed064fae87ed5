import { forwardRef, type InputHTMLAttributes } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { FormTextField } from '../src/shared/forms/form-text-field';
import { renderInPortal } from './support/render';

// Counts how often the field's own input element is drawn.
const drawn = vi.fn();
const CountedInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  function CountedInput(props, ref) {
    drawn();
    return <input ref={ref} {...props} />;
  },
);
const SLOTS = { input: { inputComponent: CountedInput } } as const;

function NameForm({ onForm }: { onForm: (renders: number) => void }) {
  const { control, reset, formState } = useForm({ defaultValues: { name: 'Ada' } });
  onForm(1);
  return (
    <form>
      <FormTextField control={control} name="name" label="Name" slotProps={SLOTS} />
      <span>{formState.isDirty ? 'changed' : 'as loaded'}</span>
      <button type="button" onClick={() => reset({ name: 'Grace' })}>
        Load
      </button>
    </form>
  );
}

describe('a form field bound to react-hook-form', () => {
  it('is not drawn again by its form\u2019s own renders, and still follows its value', async () => {
    drawn.mockClear();
    let formRenders = 0;
    renderInPortal(<NameForm onForm={(n) => (formRenders += n)} />);
    // The form is drawn again right after it mounts (react-hook-form's ready state): the field
    // lets that render pass.
    expect(formRenders).toBeGreaterThan(1);
    expect(drawn).toHaveBeenCalledTimes(1);

    const box = screen.getByRole('textbox', { name: 'Name' });
    expect(box).toHaveProperty('value', 'Ada');
    await userEvent.type(box, 'm');
    expect(box).toHaveProperty('value', 'Adam');
    expect(screen.getByText('changed')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Load' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Grace');
    expect(screen.getByText('as loaded')).toBeTruthy();
  });
});
