// `npm test`'s type check and lint in one process: `tsc --noEmit -p tsconfig.json` and `eslint . --max-warnings=0`
// each built the same TypeScript program from tsconfig.json and type-checked it, once for the errors and once, lazily,
// for the typed rules. Here the program is built and checked once, and ESLint's typed rules read its checker
// (typescript-eslint's `parserOptions.programs`). `npm run typecheck` and `npm run lint:eslint` stay for developers.
import { ESLint } from 'eslint';
import ts from 'typescript';

const TSCONFIG = 'tsconfig.json';

/** The program tsc builds for `-p tsconfig.json`, and its errors as tsc reports them (config, syntax, types). */
function typecheck(): { program: ts.Program; errors: readonly ts.Diagnostic[] } {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    TSCONFIG,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (parsed === undefined) throw new Error(`${TSCONFIG} could not be read`);
  const program = ts.createProgram({
    rootNames: parsed.fileNames,
    // The build info is tsc's cache for `npm run typecheck`; this one-off program neither reads nor writes it.
    options: { ...parsed.options, incremental: false, tsBuildInfoFile: undefined },
    projectReferences: parsed.projectReferences,
    configFileParsingDiagnostics: parsed.errors,
    // Parent pointers set while parsing, as typescript-eslint's own programs have them.
    host: ts.createCompilerHost(parsed.options, true),
  });
  return { program, errors: ts.getPreEmitDiagnostics(program) };
}

const formatHost: ts.FormatDiagnosticsHost = {
  getCanonicalFileName: (fileName) => fileName,
  getCurrentDirectory: () => process.cwd(),
  getNewLine: () => '\n',
};

const { program, errors } = typecheck();
if (errors.length > 0) {
  const format = process.stdout.isTTY ? ts.formatDiagnosticsWithColorAndContext : ts.formatDiagnostics;
  process.stdout.write(format(errors, formatHost));
  console.log(`tsc: ${String(errors.length)} error(s)`);
}

// JavaScript files are not in the program (no allowJs); eslint.config.js lints them untyped.
const eslint = new ESLint({
  overrideConfig: { files: ['**/*.{ts,tsx}'], languageOptions: { parserOptions: { programs: [program] } } },
});
const results = await eslint.lintFiles(['.']);
const problems = results.reduce((sum, result) => sum + result.errorCount + result.warningCount, 0);
const report = await (await eslint.loadFormatter('stylish')).format(results);
if (report !== '') console.log(report);

// As `eslint --max-warnings=0`: a warning fails the check as an error does.
process.exitCode = errors.length > 0 || problems > 0 ? 1 : 0;
