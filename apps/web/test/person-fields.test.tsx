import type { UserProfile } from '@vitrine/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccountRequestForm } from '../src/features/auth/components/account-request-form';
import { RegisterForm } from '../src/features/auth/components/register-form';
import { ProfileForm } from '../src/features/profile/components/profile-form';
import { renderInPortal } from './support/render';

const autofill = (label: RegExp) => screen.getByRole('textbox', { name: label }).getAttribute('autocomplete');

describe('the person and address fields', () => {
  it('ask registration for the names, with gender and birth date optional', () => {
    renderInPortal(<RegisterForm groups={[]} loading={false} onSubmit={vi.fn()} />);
    expect(autofill(/^First name/)).toBe('given-name');
    expect(autofill(/^Last name/)).toBe('family-name');
    expect(screen.getByRole('textbox', { name: /^First name/ }).hasAttribute('required')).toBe(true);
    expect(screen.getAllByText('optional')).toHaveLength(2);
    expect(screen.queryByRole('textbox', { name: /^Street\b(?! number)/ })).toBeNull();
  });

  it('ask the profile for everything, the person\u2019s values filled in', async () => {
    const onSubmit = vi.fn();
    const profile = {
      first_name: 'Ada',
      last_name: 'Lovelace',
      gender: null,
      age: null,
      street: 'Main Street',
      street_number: '1',
      zip_code: '1000',
      city: 'Brussels',
      phone_number: '+32 2 000 00 00',
    } as unknown as UserProfile;
    renderInPortal(<ProfileForm profile={profile} saving={false} onSubmit={onSubmit} />);
    expect(screen.getByRole('textbox', { name: /^Street\b(?! number)/ })).toHaveProperty(
      'value',
      'Main Street',
    );
    expect(autofill(/^Zip code/)).toBe('postal-code');
    expect(autofill(/^City/)).toBe('address-level2');
    expect(screen.queryByText('optional')).toBeNull();
    // Gender and birth date are still missing: nothing is sent.
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The check's schema comes apart from the form: wait for its verdict, the first missing
    // field (the gender's select) taking the focus.
    await vi.waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('combobox'));
    expect(document.activeElement?.getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
    // react-hook-form focuses it once more in a timer of its own: let that run while it is drawn.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('ask a company applicant for the same address fields', () => {
    renderInPortal(
      <AccountRequestForm countries={[]} countriesLoading={false} loading={false} onSubmit={vi.fn()} />,
    );
    expect(autofill(/^Street\b(?! number)/)).toBe('address-line1');
    expect(autofill(/^City/)).toBe('address-level2');
    expect(autofill(/^First name/)).toBe('given-name');
  });
});
