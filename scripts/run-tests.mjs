// `npm test`: every check the README promises, in four lanes that run side by side, since no
// lane needs another's output and each spends much of its time waiting (on sockets, timers, a browser):
//
//   static   lint, then the type check (independent: the type check runs even when lint fails)
//   unit     the unit and integration tests
//   bank     the word bank when stale (words:ensure), then the two test files that read it (test:bank)
//   browser  the web app's build, then the browser tests, which serve it
//
// The unit tests used to wait for the bank; run beside it, they fill the cores the lanes left idle.
//
// Each line a step prints is prefixed with its name. A failed step skips the steps that need it; everything
// else finishes, so one run reports every failure. Exits non-zero when any step failed, and ends with how
// long each step took and the CPU time it used, after repeating what each failed step said about its failures:
// interleaved with three other lanes, a failure scrolls far out of sight of anyone who reads only the end of the
// log.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** npm scripts by name (package.json), so each stays runnable on its own; `needsPrevious`: skipped when the
 * step before it in the lane failed; `niceness`: how far below the browser lane the step runs (nice(1), 0-19).
 *
 * The browser lane spends most of its time waiting on a page, a server and a browser, and then needs a core at
 * once: at equal priority the other lanes' steady CPU work slowed each of its steps so much that it took twice
 * as long beside them as alone and set the length of the whole run (509 s on a fresh clone; 387 s with the
 * others lowered). Lowering the unit lane less than the rest starved the bank lane until it set the length. */
const LANES = [
  [
    { step: 'lint', niceness: 10 },
    { step: 'typecheck', needsPrevious: false, niceness: 10 },
  ],
  [{ step: 'test:unit', niceness: 10 }],
  [
    { step: 'words:ensure', niceness: 10 },
    { step: 'test:bank', needsPrevious: true, niceness: 10 },
  ],
  [{ step: 'build' }, { step: 'test:browser', needsPrevious: true }],
];

/** @type {{ step: string, status: 'passed' | 'failed' | 'skipped', seconds: number, cpuSeconds?: number }[]} */
const results = [];
/** What each step printed, kept to repeat a failed step's report at the end. @type {Map<string, string[]>} */
const printedBySteps = new Map();
/** How much of a failed step's output the end repeats. */
const REPEATED_LINES = 200;
const runStartedAt = performance.now();

function runStep(step, niceness) {
  const startedAt = performance.now();
  const width = Math.max(...LANES.flat().map(({ step: name }) => name.length));
  const prefix = `[${step.padEnd(width)}] `;
  return new Promise((resolve) => {
    const npmRun = ['npm', 'run', '--silent', step];
    const command = niceness > 0 ? ['nice', '-n', String(niceness), ...npmRun] : npmRun;
    // Through sh, whose `times` reports the CPU of everything the step ran (fd 3): with four lanes on two
    // cores a step's wall time says more about its neighbours than about itself.
    const child = spawn('sh', ['-c', '"$@" 3>&-; status=$?; times >&3; exit $status', 'sh', ...command], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
      env: process.env,
    });
    let timesReport = '';
    child.stdio[3].on('data', (chunk) => (timesReport += chunk));
    const printed = [];
    printedBySteps.set(step, printed);
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        printed.push(line);
        process.stdout.write(`${prefix}${line}\n`);
      });
    }
    let isFinished = false;
    const finish = (isPassed) => {
      if (isFinished) return;
      isFinished = true;
      const seconds = (performance.now() - startedAt) / 1000;
      const cpuSeconds = childrenCpuSeconds(timesReport);
      results.push({ step, status: isPassed ? 'passed' : 'failed', seconds, cpuSeconds });
      const cpu = cpuSeconds === undefined ? '' : ` (${cpuSeconds.toFixed(1)} s of CPU)`;
      process.stdout.write(`${prefix}${isPassed ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s${cpu}\n`);
      resolve(isPassed);
    };
    child.on('error', () => finish(false));
    // 'close', not 'exit': the times report arrives on fd 3 just before the shell exits.
    child.on('close', (code) => finish(code === 0));
  });
}

/**
 * The user plus system time of the step's processes, from the second line of sh's `times` ("0m41.20s 0m2.31s"):
 * undefined when it is not there to read.
 */
function childrenCpuSeconds(report) {
  const children = report.trim().split('\n')[1] ?? '';
  const times = [...children.matchAll(/(\d+)m([\d.]+)s/g)].map(
    ([, minutes, seconds]) => 60 * +minutes + +seconds,
  );
  return times.length === 2 ? times[0] + times[1] : undefined;
}

async function runLane(steps) {
  let isPreviousPassed = true;
  for (const { step, needsPrevious, niceness = 0 } of steps) {
    if (needsPrevious && !isPreviousPassed) {
      results.push({ step, status: 'skipped', seconds: 0 });
      continue;
    }
    isPreviousPassed = await runStep(step, niceness);
  }
}

await Promise.all(LANES.map(runLane));

/** A failed step's own account: jest's closing summary of failing tests when there is one, else its last lines;
 * either way capped, so a step that failed everywhere cannot bury the table below it. */
function failureReport(printed) {
  const summaryStart = printed.findIndex((line) => line.includes('Summary of all failing tests'));
  const report = summaryStart >= 0 ? printed.slice(summaryStart) : printed.slice(-60);
  return report.length > REPEATED_LINES
    ? [
        ...report.slice(0, REPEATED_LINES),
        `... and ${report.length - REPEATED_LINES} more lines, in the log above`,
      ]
    : report;
}

for (const { step, status } of results) {
  if (status !== 'failed') continue;
  process.stdout.write(`\n${step} failed; what it said:\n`);
  for (const line of failureReport(printedBySteps.get(step) ?? [])) process.stdout.write(`  ${line}\n`);
}

const totalSeconds = (performance.now() - runStartedAt) / 1000;
const cpuColumn = (cpuSeconds) =>
  cpuSeconds === undefined ? '' : `${cpuSeconds.toFixed(1).padStart(8)} s CPU`;
process.stdout.write('\nnpm test:\n');
for (const { step, status, seconds, cpuSeconds } of results) {
  process.stdout.write(
    `  ${step.padEnd(14)} ${status.padEnd(8)} ${seconds.toFixed(1).padStart(6)} s${cpuColumn(cpuSeconds)}\n`,
  );
}
const failed = results.filter((result) => result.status !== 'passed');
const measured = results.filter((result) => result.cpuSeconds !== undefined);
const totalCpu =
  measured.length > 0 ? measured.reduce((sum, result) => sum + result.cpuSeconds, 0) : undefined;
process.stdout.write(
  `  ${'all'.padEnd(14)} ${(failed.length ? 'FAILED' : 'passed').padEnd(8)} ${totalSeconds.toFixed(1).padStart(6)} s${cpuColumn(totalCpu)}\n`,
);
process.exitCode = failed.length > 0 ? 1 : 0;
