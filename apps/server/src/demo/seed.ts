import { createHash } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { ChangeNotices } from '../db/changes.ts';
import { hashPassword } from '../lib/passwords.ts';
import { insertAccount, insertAccountRequest, insertRegistrationGroup } from '../modules/auth/index.ts';
import { getSetting, putSetting } from '../modules/config/index.ts';
import { insertLocales } from '../modules/locales/index.ts';
import { insertConsent, insertFeatures } from '../modules/profile/index.ts';
import {
  DASHBOARD_CONTENT,
  DEMO_ACCOUNT_REQUESTS,
  DEMO_ADMIN,
  DEMO_USER,
  demoConsent,
  demoGroups,
  demoLocales,
  demoMapping,
  demoSetup,
  demoTheme,
} from './demo-config.ts';
import { tr } from './demo-languages.ts';
import { createRandom } from './random.ts';
import { DEMO_ASSETS, MAX_DEMO_ASSETS, seedAssets } from './seed-assets.ts';
import { seedCatalogueStructure } from './seed-catalogue-structure.ts';
import { DEMO_CONTENTS, MAX_DEMO_CONTENTS, seedContents } from './seed-contents.ts';
import { seedForms } from './seed-forms.ts';
import { seedOrders } from './seed-orders.ts';
import { seedProducts } from './seed-products.ts';

/** The standard demo catalogue size; `scale` above it asks for that many products. */
export const DEMO_PRODUCTS = 300;

export interface SeedOptions {
  /**
   * About this many products (at least the standard 300); the content library gets this many times
   * its standard 150 articles (at most 20 000: 20 000 at scale 134).
   */
  scale?: number;
  /** Seed of the deterministic generator. */
  seed?: string;
}

/** A stable token derived from the seed, so the guest token is the same on every run of the demo. */
function derivedToken(seed: string, purpose: string): string {
  return createHash('sha256').update(`${seed}:${purpose}`).digest('base64url');
}

/** Fills an empty database with the demo portal; does nothing when setup already exists. */
export async function seedDemo(db: Database, options: SeedOptions = {}): Promise<boolean> {
  if (await getSetting(db, 'setup')) return false;
  const seed = options.seed ?? 'vitrine-demo';
  const passwordHash = await hashPassword(DEMO_USER.password);
  const adminHash = await hashPassword(DEMO_ADMIN.password);
  await db.transaction().execute(async (trx) => {
    await insertLocales(
      trx,
      demoLocales.map(([code, title]) => ({ code, title, is_default: code === 'en_GB' })),
    );
    await putSetting(trx, 'setup', demoSetup(derivedToken(seed, 'guest')));
    await putSetting(trx, 'mapping', demoMapping);
    await putSetting(trx, 'theme', demoTheme);
    await putSetting(trx, 'translations', {});
    for (const [position, group] of demoGroups.entries())
      await insertRegistrationGroup(trx, {
        code: group.code,
        position,
        isPublic: true,
        names: tr(group.names),
      });
    await insertFeatures(trx, [
      { code: 'downloads', for_everyone: true },
      { code: 'share', for_everyone: true },
      { code: 'export', for_everyone: false, groups: [1] },
    ]);
    await insertConsent(trx, { version: 1, active: true, messages: tr(demoConsent) });
    await insertAccount(trx, {
      email: DEMO_USER.email,
      username: DEMO_USER.email,
      password_hash: passwordHash,
      first_name: DEMO_USER.first_name,
      last_name: DEMO_USER.last_name,
      gender: 'Female',
      date_of_birth: '1990-04-12',
      street: 'Keizersgracht',
      street_number: '123',
      zip_code: '1015 CJ',
      city: 'Amsterdam',
      phone_number: '+31 20 123 4567',
      is_company: true,
      country: 'NL',
      group_id: 1,
    });
    await insertAccount(trx, {
      email: DEMO_ADMIN.email,
      username: DEMO_ADMIN.email,
      password_hash: adminHash,
      first_name: DEMO_ADMIN.first_name,
      last_name: DEMO_ADMIN.last_name,
      company: 'Vitrine',
      is_admin: true,
      group_id: 1,
    });
    for (const request of DEMO_ACCOUNT_REQUESTS)
      await insertAccountRequest(trx, {
        email: request.payload.email,
        payload: request.payload,
        locale: request.locale,
      });
  });
  // The search words and counts are made once, after the last of the catalogue, assets and articles.
  const changes = new ChangeNotices();
  const random = createRandom(seed);
  const structure = await db.transaction().execute((trx) => seedCatalogueStructure(trx));
  const products = Math.max(DEMO_PRODUCTS, options.scale ?? 1);
  const { images } = await seedProducts(db, structure, products, random, changes);
  await putSetting(db, 'demo_images', images);
  // What each product's picture shows: its packshots show the same, its guides follow its type.
  const pictures = new Map(images.map((image) => [image.key, image]));
  // Assets grow with the catalogue (500 for the standard 300 products, at most 100 000); their own
  // random source keeps the product data the same whatever the assets do.
  const assets = Math.min(MAX_DEMO_ASSETS, Math.round((products * DEMO_ASSETS) / DEMO_PRODUCTS));
  await seedAssets(db, assets, createRandom(`${seed}:assets`), seed, pictures, changes);
  const contents = Math.min(MAX_DEMO_CONTENTS, DEMO_CONTENTS * Math.max(1, options.scale ?? 1));
  // Large catalogues' articles carry English and German only, as their products do.
  await seedContents(
    db,
    contents,
    createRandom(`${seed}:contents`),
    DASHBOARD_CONTENT,
    pictures,
    changes,
    products <= 20_000,
  );
  await seedForms(db);
  await seedOrders(db);
  await changes.settle(db);
  return true;
}
