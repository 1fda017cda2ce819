// Prints a per-test line and the plain "N passed, N failed" closing line that CI reads.
export default class SummaryReporter {
  onTestResult(_test, result) {
    for (const r of result.testResults) {
      const mark = r.status === "passed" ? "ok  " : r.status === "failed" ? "FAIL" : "skip";
      console.log(`${mark} ${r.ancestorTitles.concat(r.title).join(" > ")}`);
      if (r.status === "failed") for (const m of r.failureMessages) console.log(m.split("\n").slice(0, 12).join("\n"));
    }
    if (result.testExecError) console.log(`FAIL ${result.testFilePath}: ${result.testExecError.message}`);
  }
  onRunComplete(_ctx, results) {
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
    globalThis.__docintakeSummary = { passed: results.numPassedTests, failed, skipped: results.numPendingTests };
    console.log(`jest: ${results.numPassedTests} passed, ${failed} failed, ${results.numPendingTests} skipped`);
  }
}
