// node-sql-parser ships one build per dialect; each is loaded on the first metric source checked, not at start.
interface SqlParser {
  astify: (sql: string, options: { database: string }) => unknown;
}
interface ParserModule {
  default: { Parser: new () => SqlParser };
}

// Postgres first: it reads "quoted" names as identifiers and accepts `backticks` too. The warehouse dialects after it
// catch syntax only they have (QUALIFY, SELECT * EXCEPT, ...).
const DIALECTS: { database: string; load: () => Promise<ParserModule> }[] = [
  { database: 'postgresql', load: () => import('node-sql-parser/build/postgresql.js') },
  { database: 'snowflake', load: () => import('node-sql-parser/build/snowflake.js') },
  { database: 'bigquery', load: () => import('node-sql-parser/build/bigquery.js') },
];

/** What a query outputs: its named columns (lower case), and whether it selects `*` (so any column may be there). */
interface SqlOutputs {
  columns: Set<string>;
  selectsStar: boolean;
}

type SqlReading =
  | { ok: true; outputs: SqlOutputs }
  | { ok: false; problem: 'syntax'; line: number; column: number }
  | { ok: false; problem: 'not-one-select' };

const parsers = new Map<string, SqlParser>();

async function parserFor(dialect: (typeof DIALECTS)[number]): Promise<SqlParser> {
  let parser = parsers.get(dialect.database);
  if (parser === undefined) {
    parser = new (await dialect.load()).default.Parser();
    parsers.set(dialect.database, parser);
  }
  return parser;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The text of a name node: a plain string, or `{ value }` / `{ expr: { value } }` as the dialects nest it. */
function nameOf(node: unknown): string | undefined {
  if (typeof node === 'string') return node;
  if (!isRecord(node)) return undefined;
  if (typeof node.value === 'string') return node.value;
  return nameOf(node.expr);
}

/** The output columns of the outermost SELECT (for a UNION, its first SELECT names the columns). */
function outputsOf(select: Record<string, unknown>): SqlOutputs {
  const outputs: SqlOutputs = { columns: new Set(), selectsStar: false };
  const columns = Array.isArray(select.columns) ? (select.columns as unknown[]) : [];
  for (const column of columns) {
    if (!isRecord(column)) continue;
    const expr = column.expr;
    const alias = nameOf(column.as);
    if (alias !== undefined) {
      outputs.columns.add(alias.toLowerCase());
      continue;
    }
    if (!isRecord(expr) || expr.type !== 'column_ref') continue;
    const name = nameOf(expr.column);
    if (name === '*') outputs.selectsStar = true;
    else if (name !== undefined) outputs.columns.add(name.toLowerCase());
  }
  return outputs;
}

function syntaxLocation(error: unknown): { offset: number; line: number; column: number } {
  const start =
    isRecord(error) && isRecord(error.location) && isRecord(error.location.start) ? error.location.start : {};
  const number = (value: unknown) => (typeof value === 'number' ? value : 0);
  return { offset: number(start.offset), line: number(start.line), column: number(start.column) };
}

/**
 * Parses `sql` as one SELECT (a WITH query included) in the first dialect that accepts it and says which columns it
 * outputs; a syntax error is placed where the dialect that read furthest stopped.
 */
export async function readSql(sql: string): Promise<SqlReading> {
  let furthest = { offset: -1, line: 0, column: 0 };
  for (const dialect of DIALECTS) {
    const parser = await parserFor(dialect);
    let ast: unknown;
    try {
      ast = parser.astify(sql, { database: dialect.database });
    } catch (error) {
      const location = syntaxLocation(error);
      if (location.offset > furthest.offset) furthest = location;
      continue;
    }
    const statements = Array.isArray(ast) ? (ast as unknown[]) : [ast];
    const [only] = statements;
    if (statements.length !== 1 || !isRecord(only) || only.type !== 'select')
      return { ok: false, problem: 'not-one-select' };
    return { ok: true, outputs: outputsOf(only) };
  }
  return { ok: false, problem: 'syntax', line: furthest.line, column: furthest.column };
}
