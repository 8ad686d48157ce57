// Runs a test script of this folder when what it needs is installed; otherwise says what is
// missing and exits 77, which ctest reports as a skipped test (SKIP_RETURN_CODE), so that a
// fresh clone's ctest passes or skips with a reason instead of failing to start.
//   node run-if-installed.mjs [--browser] PACKAGE... -- SCRIPT [ARGS...]
// --browser also needs Chromium ($HEARTS_CHROMIUM, default /usr/bin/chromium).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const split = args.indexOf('--');
if (split < 0 || split + 1 >= args.length) {
  console.error('usage: node run-if-installed.mjs [--browser] PACKAGE... -- SCRIPT [ARGS...]');
  process.exit(2);
}
const needs = args.slice(0, split);
const [script, ...scriptArgs] = args.slice(split + 1);

const missing = [];
for (const need of needs) {
  if (need === '--browser') {
    const browser = process.env.HEARTS_CHROMIUM || '/usr/bin/chromium';
    if (!existsSync(browser)) missing.push(`the browser ${browser} (Debian package chromium)`);
  } else if (!existsSync(path.join(here, 'node_modules', need, 'package.json'))) {
    missing.push(`the npm package ${need}`);
  }
}
if (missing.length > 0) {
  console.log(`skipped: ${path.basename(script)} needs ${missing.join(' and ')}; ` +
              'scripts/install-deps.sh --test --npm installs them');
  process.exit(77);
}
const run = spawnSync(process.execPath, [path.resolve(here, script), ...scriptArgs],
                      { stdio: 'inherit' });
process.exit(run.status ?? 1);
