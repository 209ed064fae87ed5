import type { UserProfile } from '@vitrine/contract';
import type { UserProfileRow } from './user.repository.ts';

/** The guest principal's profile: an anonymous record with the guest token. */
export function guestProfile(token: string): UserProfile {
  return {
    id: null,
    token,
    username: 'guest',
    first_name: '',
    last_name: '',
    data: { is_company: false, country: null },
    email: '',
    gender: null,
    age: null,
    street: '',
    street_number: '',
    zip_code: '',
    city: '',
    phone_number: '',
    avatar: null,
    guest: true,
  };
}

/** An account in the API's user shape, carrying the token it was asked with. */
export function toUserProfile(
  row: UserProfileRow,
  token: string,
  avatar: UserProfile['avatar'],
): UserProfile {
  return {
    id: row.id,
    token,
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    data: { is_company: row.is_company, country: row.country },
    email: row.email,
    gender: row.gender === 'Male' || row.gender === 'Female' ? row.gender : null,
    age: row.date_of_birth,
    street: row.street,
    street_number: row.street_number,
    zip_code: row.zip_code,
    city: row.city,
    phone_number: row.phone_number,
    avatar,
    guest: false,
  };
}
