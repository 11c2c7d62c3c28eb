// Retention jobs delete old rows a batch at a time, so that no statement holds a table long.

/** Calls `deleteBatch(size)` until it deletes fewer than `size` rows; returns how many went in all. */
export async function deleteInBatches(deleteBatch: (size: number) => Promise<number>, size: number): Promise<number> {
  let total = 0;
  for (;;) {
    const gone = await deleteBatch(size);
    total += gone;
    if (gone < size) return total;
  }
}
