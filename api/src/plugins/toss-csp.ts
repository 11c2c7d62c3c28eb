// The hosts a page may reach when it pays through Toss Payments (PAYMENT_GATEWAY=toss), as a pure
// function of the configured SDK URL (TOSS_SDK_URL). Toss's own script is loaded from
// js.tosspayments.com; in our page it calls Toss's API and its event log (api., event.tosspayments.com)
// and opens the payment window in a frame on a desktop (its window on *.tosspayments.com; Toss Pay's
// on *.toss.im). What the window then loads (card companies' authentication, fonts) is governed by
// Toss's own frame, not by our policy. A test setup points TOSS_SDK_URL at the Toss double: then
// that origin alone, for all three.
export const TOSS_SDK_ORIGIN = 'https://js.tosspayments.com';

export interface TossCspSources {
  script: string[];
  connect: string[];
  frame: string[];
}

export function tossCspSources(sdkUrl: string): TossCspSources {
  const origin = new URL(sdkUrl).origin;
  if (origin !== TOSS_SDK_ORIGIN) return { script: [origin], connect: [origin], frame: [origin] };
  return {
    script: [TOSS_SDK_ORIGIN],
    connect: ['https://api.tosspayments.com', 'https://event.tosspayments.com'],
    frame: ['https://*.tosspayments.com', 'https://*.toss.im'],
  };
}
