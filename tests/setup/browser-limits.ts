import { vi } from 'vitest';
import { browserLimits, setFileTestLimit } from '../helpers/waits.ts';

// The browser suites' time limits, scaled again for each file by how busy the machine is when the
// file starts (tests/helpers/waits.ts): the config's limits are the load when the run started, and
// a wait scaled later (a hydration wait, a poll) must still end before its test's own limit does,
// so that its failure, not a bare time-out, says what the page was in.
const limits = browserLimits();
vi.setConfig(limits);
setFileTestLimit(limits.testTimeout);
