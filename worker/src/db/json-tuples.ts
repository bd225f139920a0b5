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

/**
 * The rows of a `jsonTuples` result, each tuple made a row by `row` (a destructuring into an object literal: every
 * row then has one shape from the start, where setting the keys one by one cost a Worker ~1 ms per mind dump over
 * its 1,000 past assignments and open tasks).
 */
export function fromJsonTuples<Tuple extends unknown[], T>(
  rows: readonly { json: string }[],
  row: (tuple: Tuple) => T,
): T[] {
  return (JSON.parse(rows[0]?.json ?? '[]') as Tuple[]).map(row);
}
