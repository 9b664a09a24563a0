import { type SQL, sql } from 'drizzle-orm';

/** A field's column name (`wrongCount` → `wrong_count`), worked out once per field. */
const columnNames = new Map<string, string>();
const columnName = (field: string) => {
  let name = columnNames.get(field);
  if (name === undefined) {
    name = field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    columnNames.set(field, name);
  }
  return name;
};

/**
 * Rows as one JSON value for `jsonb_to_recordset`, their fields named as the tables' columns: a
 * batch's rows go as one parameter, so its statement's text is the same whatever their number.
 */
export function recordset(rows: object[]): string {
  return JSON.stringify(
    rows.map((row) => {
      const named: Record<string, unknown> = {};
      for (const [field, value] of Object.entries(row)) named[columnName(field)] = value;
      return named;
    }),
  );
}

/** A batch's questions, numbered in their order (`i`), for `askedRows`. */
export const numbered = (rows: object[]) => recordset(rows.map((row, i) => ({ i, ...row })));

/**
 * The table `asked` of a batch's questions, from the placeholder `asked` (`numbered` rows), with
 * these columns besides `i`: a query joins it to answer each question on a row numbered as it.
 */
export const askedRows = (columns: string): SQL =>
  sql`jsonb_to_recordset(${sql.placeholder('asked')}::jsonb) as asked(i int, ${sql.raw(columns)})`;

/** A column of `askedRows`. */
export const askedColumn = (name: string): SQL => sql.raw(`asked.${name}`);
