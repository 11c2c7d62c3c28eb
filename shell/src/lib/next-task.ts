/** A macrotask: the main thread is given back (a tap, a frame can come in) before the next step. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
