import { AccountRequest } from '@vitrine/contract';
import { z } from 'zod';

const FIELDS = {
  company: true,
  vat_number: true,
  job_title: true,
  first_name: true,
  last_name: true,
  street: true,
  street_number: true,
  zip_code: true,
  city: true,
  phone_number: true,
  mobile_number: true,
  email: true,
} as const;

/**
 * Spec 5 "Account request": the contract's rules for the form's fields; the country is required only
 * when the country options could be loaded (otherwise there is nothing to choose from).
 */
export function accountRequestSchema(countryRequired: boolean) {
  return AccountRequest.pick(FIELDS).extend({
    country: countryRequired ? z.string().min(1, 'Required').max(2) : z.string().max(2),
  });
}

export type AccountRequestValues = z.infer<ReturnType<typeof accountRequestSchema>>;
