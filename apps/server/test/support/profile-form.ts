/** The personal information form filled in as the demo user would (`POST /private/profile/{id}`). */
export const PROFILE_FORM = {
  first_name: 'Dana',
  last_name: 'Demo',
  gender: 'Female',
  age: '1990-04-12T00:00:00+02:00',
  street: 'Herengracht',
  street_number: '7a',
  zip_code: '1015 BZ',
  city: 'Amsterdam',
  phone_number: '+31 20 765 4321',
};
