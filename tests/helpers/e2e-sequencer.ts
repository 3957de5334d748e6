import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import durations from '../e2e/durations.json' with { type: 'json' };

const seconds: Record<string, number> = durations;

/**
 * Vitest's order, but the e2e files longest first by their measured time (tests/e2e/durations.json,
 * `node scripts/e2e-durations.mjs` after a run; a file not in it counts as longest): with two
 * workers, a long file started last runs alone at the end (a fresh clone has no vitest cache, which
 * ordered them by size: portal-matrix, 86 s, started last and the other worker idled 50 s).
 */
export class E2eLongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await super.sort(files);
    const isE2e = (spec: TestSpecification) => spec.project.name === 'e2e';
    const took = (spec: TestSpecification) => seconds[path.basename(spec.moduleId)] ?? Number.POSITIVE_INFINITY;
    const e2e = ordered.filter(isE2e).sort((a, b) => took(b) - took(a));
    let next = 0;
    // The e2e files take the places they had, in the new order: the groups stay as vitest made them.
    return ordered.map((spec) => (isE2e(spec) ? e2e[next++]! : spec));
  }
}
