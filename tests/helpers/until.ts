/** Waits until `check` holds, looking every 25 ms; fails after `ms` with what it waited for. */
export async function until(
  check: () => Promise<boolean> | boolean,
  ms = 20_000,
  what = 'a condition',
): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
