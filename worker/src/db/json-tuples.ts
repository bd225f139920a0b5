/**
 * @module db/json-tuples — a whole result as ONE text value that the database writes: each row a JSON array of
 * the given columns, all rows one JSON array. A Worker then parses one string instead of decoding every cell of
 * hundreds of rows (libSQL's typed JSON per value) and mapping every row through drizzle.
 */
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** The select expression: `json_group_array(json_array(col, col, …))`. */
export function jsonTuples(columns: readonly SQLWrapper[]): SQL<string> {
  return sql<string>`json_group_array(json_array(${sql.join([...columns], sql`, `)}))`;
}

/** The rows of a `jsonTuples` result, each tuple named by `keys` in the columns' order. */
export function fromJsonTuples<T>(rows: readonly { json: string }[], keys: readonly (keyof T)[]): T[] {
  const list = JSON.parse(rows[0]?.json ?? '[]') as unknown[][];
  return list.map((tuple) => {
    const row: Partial<Record<keyof T, unknown>> = {};
    keys.forEach((key, i) => {
      row[key] = tuple[i];
    });
    return row as T;
  });
}
