// SPEC §3 Channels: booking suppliers with their channel index and whether they use the
// international booking form.

export interface Channel {
  code: ChannelCode;
  channelIdx: number;
  international: boolean;
}

export const CHANNEL_CODES = ['alr', 'prm', 'tln', 'ona', 'dia', 'ohl', 'dai', 'exa', 'exb', 'hos'] as const;
export type ChannelCode = (typeof CHANNEL_CODES)[number];

export const CHANNELS: readonly Channel[] = [
  { code: 'alr', channelIdx: 2, international: false },
  { code: 'prm', channelIdx: 21, international: false },
  { code: 'tln', channelIdx: 2, international: false },
  { code: 'ona', channelIdx: 17, international: false },
  { code: 'dia', channelIdx: 10, international: true },
  { code: 'ohl', channelIdx: 32, international: true },
  { code: 'dai', channelIdx: 53, international: true },
  { code: 'exa', channelIdx: 30, international: true },
  { code: 'exb', channelIdx: 57, international: true },
  { code: 'hos', channelIdx: 58, international: true },
];

export function findChannel(code: string): Channel | undefined {
  const lower = code.toLowerCase();
  return CHANNELS.find((c) => c.code === lower);
}

/** Unknown codes are domestic: the international form asks for more, so never guess it. */
export function isInternationalChannel(code: string): boolean {
  return findChannel(code)?.international ?? false;
}
