// POST /v1/wishs/products/{productIdx} (SPEC §7 Wishes): toggles the member's wish.
import { apiRequest } from '@stay/shared';
import * as v from 'valibot';
import { booleanField } from '@stay/shared/contracts/fields';

const WishSchema = v.object({ wished: booleanField });

/** Errors alert through the shell (SPEC §8 "wishlist add failed" is the server's message). */
export function toggleWish(productIdx: number): Promise<boolean> {
  return apiRequest('content', 'POST', `/v1/wishs/products/${productIdx}`, { schema: WishSchema }).then((d) => d.wished);
}
