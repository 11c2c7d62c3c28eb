// A member who goes back from the payment page and books the same stay again starts over: their
// unpaid hold of that stay is released before the new one is taken (use-cases/hold-limits.ts).
// Until then its rooms are off the stock, so the quote would call the last room SOLD_OUT because
// of the member's own hold; the quote counts those rooms as the member's to take again.

export interface OwnHold {
  checkInDate: string;
  checkOutDate: string;
  rooms: number;
}

/** The nights' stock as this member may take it: the rooms of their own unpaid holds added back. */
export function stockWithOwnHolds<T extends { stayDate: string; stock: number }>(nights: readonly T[], holds: readonly OwnHold[]): T[] {
  return nights.map((night) => {
    const own = holds.filter((h) => h.checkInDate <= night.stayDate && night.stayDate < h.checkOutDate).reduce((sum, h) => sum + h.rooms, 0);
    return own === 0 ? night : { ...night, stock: night.stock + own };
  });
}
