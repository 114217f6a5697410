import { DemoRunnerPage } from '../../src/demos/runner/DemoRunnerPage';

/** The frame that runs a demo once the reader edits it (src/demos/runner/); embedded by demo pages, never linked. */
export default DemoRunnerPage;
