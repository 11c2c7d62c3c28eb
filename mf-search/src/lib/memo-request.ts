// Keeps the answer of a small, stable GET (nation tabs, sub-locations) for the page's lifetime, so
// reopening the keyword modal does not ask again. A failure is forgotten, so the next open retries.
const answers = new Map<string, Promise<unknown>>();

export function memoRequest<T>(key: string, run: () => Promise<T>): Promise<T> {
  const known = answers.get(key) as Promise<T> | undefined;
  if (known) return known;
  const promise = run();
  answers.set(key, promise);
  promise.catch(() => answers.delete(key));
  return promise;
}

/** Tests start from an empty memory. */
export function forgetRequests(): void {
  answers.clear();
}
