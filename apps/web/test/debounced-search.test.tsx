import { createRef, useImperativeHandle, useState, type Ref } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchField } from '../src/shared/ui/search-field';
import { renderInPortal } from './support/render';

/**
 * A search box whose value comes back late, as a list's address does when it changes in a
 * transition: what was reported is held until `arrive` hands it back as the box's value.
 */
function LateList({ onSearch, ref }: { onSearch: (text: string) => void; ref: Ref<Arrival> }) {
  const [value, setValue] = useState('');
  const [pending, setPending] = useState<string[]>([]);
  useImperativeHandle(ref, () => (next?: string) => {
    setPending((now) => now.slice(1));
    setValue(next ?? pending[0]);
  });
  return (
    <SearchField
      value={value}
      onSearch={(text) => {
        onSearch(text);
        setPending((now) => [...now, text]);
      }}
      label="Person"
      placeholder="Name or e-mail address"
      clearLabel="Clear"
      delay={200}
    />
  );
}
/** Hands the oldest reported text (or `next`, from outside) back as the box's value. */
type Arrival = (next?: string) => void;

/** The late box drawn: `arrive` hands a report back, `typed` types and waits for its report. */
function renderLate() {
  const onSearch = vi.fn();
  const ref = createRef<Arrival>();
  renderInPortal(<LateList onSearch={onSearch} ref={ref} />);
  const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Person' });
  return {
    box,
    arrive: (next?: string) => act(() => ref.current!(next)),
    typed: async (text: string) => {
      await userEvent.type(box, text);
      await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith(box.value.trim()));
    },
    reported: () => onSearch.mock.calls.map(([text]) => text as string),
  };
}

describe('a debounced search box', () => {
  it('keeps what was typed after a pause when the reported text comes back late', async () => {
    const { box, arrive, typed, reported } = renderLate();
    await typed('dana');
    await userEvent.type(box, ' m');
    arrive();
    expect(box.value).toBe('dana m');
    await waitFor(() => expect(reported().at(-1)).toBe('dana m'));
    arrive();
    expect(box.value).toBe('dana m');
    // Reported once each: the late answer does not send the same text again.
    expect(reported()).toEqual(['dana', 'dana m']);
  });

  it('keeps the newest text when several reports are still on their way', async () => {
    const { box, arrive, typed, reported } = renderLate();
    await typed('dana');
    await typed(' m');
    await userEvent.type(box, 'ar');
    // The first report comes back while the second is on its way and more is typed.
    arrive();
    expect(box.value).toBe('dana mar');
    arrive();
    expect(box.value).toBe('dana mar');
    await waitFor(() => expect(reported().at(-1)).toBe('dana mar'));
    expect(reported()).toEqual(['dana', 'dana m', 'dana mar']);
  });

  it('follows a value set from outside, as the way back or a reset does', async () => {
    const { box, arrive, typed, reported } = renderLate();
    await typed('nobody');
    arrive();
    arrive('dana');
    expect(box.value).toBe('dana');
    // Typing the text reported before sends it again: the list now shows another.
    await userEvent.clear(box);
    await waitFor(() => expect(reported().at(-1)).toBe(''));
    arrive();
    await typed('nobody');
    expect(reported()).toEqual(['nobody', '', 'nobody']);
  });
});
