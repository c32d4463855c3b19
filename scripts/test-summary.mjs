// Prints one closing line for the whole test run ("N passed, N failed"), adding up the
// JSON reports jest and Playwright leave in test-results/. Exits non-zero if any failed
// or if no test ran at all.
import { existsSync, readFileSync } from "node:fs"

const reports = [
  {
    file: "test-results/jest.json",
    count: report => ({
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    }),
  },
  {
    file: "test-results/playwright.json",
    count: report => ({
      passed: report.stats.expected + report.stats.flaky,
      failed: report.stats.unexpected,
      skipped: report.stats.skipped,
    }),
  },
]

const total = { passed: 0, failed: 0, skipped: 0 }
for (const { file, count } of reports) {
  if (!existsSync(file)) continue
  const counts = count(JSON.parse(readFileSync(file, "utf8")))
  for (const key of Object.keys(total)) total[key] += counts[key]
}

console.log(
  `${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`,
)
process.exit(total.failed > 0 || total.passed === 0 ? 1 : 0)
