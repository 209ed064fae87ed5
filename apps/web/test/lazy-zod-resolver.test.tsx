import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver } from '../src/shared/forms/zod-resolver';

const NameSchema = z.object({ name: z.string().trim().min(1, 'Required') });
type NameValues = z.infer<typeof NameSchema>;

function NameForm({
  resolver,
  onSent,
}: {
  resolver: ReturnType<typeof lazyZodResolver<NameValues>>;
  onSent: (v: NameValues) => void;
}) {
  const { register, handleSubmit, formState } = useForm<NameValues>({
    resolver,
    defaultValues: { name: '' },
  });
  return (
    <form onSubmit={handleSubmit(onSent)}>
      <input aria-label="Name" {...register('name')} />
      {formState.errors.name && <p role="alert">{formState.errors.name.message}</p>}
      <button type="submit">Send</button>
    </form>
  );
}

afterEach(() => vi.useRealTimers());

describe('a form resolver whose schema is loaded apart', () => {
  it('loads nothing while the page starts, then once, and checks with it', async () => {
    const load = vi.fn(() => Promise.resolve(NameSchema));
    const resolver = lazyZodResolver<NameValues>(load);
    const sent = vi.fn();
    render(<NameForm resolver={resolver} onSent={sent} />);
    expect(load).not.toHaveBeenCalled();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Required');
    expect(sent).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Name'), '  Ada ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    // The schema's output is what is sent (trimmed), and it was loaded only once.
    expect(sent.mock.calls[0]?.[0]).toEqual({ name: 'Ada' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches the schema by itself in a task after the form module has run', async () => {
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.resolve(NameSchema));
    lazyZodResolver<NameValues>(load);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed fetch again at the next check', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<typeof NameSchema>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(NameSchema);
    const resolver = lazyZodResolver<NameValues>(load);
    const check = (values: NameValues) =>
      (resolver as unknown as (v: NameValues, c: unknown, o: unknown) => Promise<{ errors: object }>)(
        values,
        undefined,
        { fields: {}, shouldUseNativeValidation: false },
      );
    await expect(check({ name: '' })).rejects.toThrow('Failed to fetch');
    await expect(check({ name: '' })).resolves.toMatchObject({ errors: { name: { message: 'Required' } } });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
