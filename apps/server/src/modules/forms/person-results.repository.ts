import type { Database } from '../../db/database.ts';

// What one person sent through forms, for the console: a copy of it, or all of it erased.

/** Every result a person sent, oldest first, with its answers (a file answer by its name). */
export async function resultsOf(db: Database, userId: number) {
  const results = await db
    .selectFrom('form_result')
    .select(['id', 'form_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const answers = results.length
    ? await db
        .selectFrom('form_result_answer')
        .select(['result_id', 'field_id', 'value_text', 'value_json', 'file_name'])
        .where(
          'result_id',
          'in',
          results.map((r) => r.id),
        )
        .orderBy('id')
        .execute()
    : [];
  return results.map((result) => ({
    ...result,
    answers: answers.filter((a) => a.result_id === result.id).map(({ result_id: _, ...answer }) => answer),
  }));
}

/**
 * Removes every result a person sent and answers the storage keys of their files, to delete once
 * the removal is committed.
 */
export async function deleteResultsOf(db: Database, userId: number): Promise<string[]> {
  const files = await db
    .selectFrom('form_result_answer as a')
    .innerJoin('form_result as r', 'r.id', 'a.result_id')
    .select('a.storage_key')
    .where('r.user_id', '=', userId)
    .where('a.storage_key', 'is not', null)
    .execute();
  await db.deleteFrom('form_result').where('user_id', '=', userId).execute();
  return files.flatMap((f) => (f.storage_key ? [f.storage_key] : []));
}
