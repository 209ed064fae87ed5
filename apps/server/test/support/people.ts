import { hashPassword } from '../../src/lib/passwords.ts';
import { signIn } from './http.ts';
import type { TestApp } from './test-app.ts';

/** The password of the people a test adds. */
export const PERSON_PASSWORD = 'another-long-password-2026';
let passwordHash: Promise<string> | undefined;

/** Adds a person to the portal (an administrator when told) and signs them in: their id and client. */
export async function addPerson(
  t: TestApp,
  email: string,
  { admin = false, firstName = 'Test', lastName = 'User' } = {},
) {
  passwordHash ??= hashPassword(PERSON_PASSWORD);
  const { id } = await t.deps.db
    .insertInto('portal_user')
    .values({
      email,
      username: email,
      password_hash: await passwordHash,
      first_name: firstName,
      last_name: lastName,
      is_admin: admin,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, api: (await signIn(t.app, email, PERSON_PASSWORD)).api };
}
