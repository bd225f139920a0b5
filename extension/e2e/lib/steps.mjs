/**
 * @module e2e/lib/steps — a minimal runner: named steps, each timed and recorded, a failure logged with its
 * message and the run continuing; ends with the line `N passed, N failed`.
 */

export function createSteps() {
  const results = [];
  return {
    async step(name, fn) {
      const start = Date.now();
      try {
        await fn();
        results.push({ name, ok: true });
        console.log(`  ✓ ${name} (${Date.now() - start} ms)`);
        return true;
      } catch (error) {
        results.push({ name, ok: false });
        console.log(
          `  ✗ ${name} (${Date.now() - start} ms)\n    ${String(error?.stack ?? error)
            .split('\n')
            .slice(0, 6)
            .join('\n    ')}`,
        );
        return false;
      }
    },
    /** Records a failure outside any step (e.g. the set-up), so the summary line cannot read all green. */
    fail(name, error) {
      results.push({ name, ok: false });
      console.log(
        `  ✗ ${name}\n    ${String(error?.stack ?? error)
          .split('\n')
          .slice(0, 8)
          .join('\n    ')}`,
      );
    },
    summary() {
      const passed = results.filter((r) => r.ok).length;
      return {
        passed,
        failed: results.length - passed,
        line: `${passed} passed, ${results.length - passed} failed`,
      };
    },
  };
}

export function assert(condition, message) {
  if (!condition) throw new Error(message);
}

/** Polls `check` until it returns a truthy value (bounded in time). */
export async function eventually(
  check,
  { timeoutMs = 10_000, intervalMs = 150, message = 'condition' } = {},
) {
  const end = Date.now() + timeoutMs;
  let last;
  while (Date.now() < end) {
    try {
      last = await check();
      if (last) return last;
    } catch (error) {
      last = error;
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(
    `timed out waiting for ${message} (last: ${last instanceof Error ? last.message : JSON.stringify(last)})`,
  );
}
