/** What the compiler says when a list misses some of a table's columns. */
interface MissingColumns<Names> {
  missing: Names;
}

/**
 * A table's columns, all of them, by name: the compiler refuses the list while one is missing. For
 * statements prepared once on PostgreSQL (prepared-statements.ts), which cannot use `*`.
 */
export function everyColumn<Table>() {
  return <const Names extends readonly (keyof Table & string)[]>(
    ...names: [Exclude<keyof Table & string, Names[number]>] extends [never]
      ? Names
      : [MissingColumns<Exclude<keyof Table & string, Names[number]>>]
  ): Names => names as Names;
}
