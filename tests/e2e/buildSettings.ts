/**
 * What the browser suite's build is made with (package.json, `test:e2e`): a measurement id of its
 * own, so the analytics code runs, against fixtures only (tests/e2e/fixtures.ts routes every third
 * party). A build without one (the default) loads and sends nothing; scripts/check/e2eBuild.test.ts
 * keeps this constant and package.json in step.
 */
export const E2E_MEASUREMENT_ID = 'G-E2ETEST0';
