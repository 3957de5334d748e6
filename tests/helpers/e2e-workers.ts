/**
 * How many e2e files run at once, each in a worker with a stack of its own (issue 27): the files
 * wait on the browser and the server as much as on the CPU. Against a server given by
 * E2E_DATABASE_URL, one (two stacks would seed one database twice).
 */
export function e2eWorkers(): number {
  if (process.env.E2E_DATABASE_URL) return 1;
  const asked = Number(process.env.E2E_WORKERS ?? '2');
  if (!Number.isInteger(asked) || asked < 1 || asked > 8) throw new Error(`E2E_WORKERS must be a whole number from 1 to 8, not ${JSON.stringify(process.env.E2E_WORKERS)}`);
  return asked;
}
