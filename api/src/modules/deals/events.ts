// What happens to a deal that others react to: a deal a member asked about has opened, and the
// member is told (notices.ts) in the transaction that claims their alarm.
export interface DealOpened {
  type: 'deal.opened';
  alarmIdx: number;
  userIdx: number;
  /** The deal's title in ko, en and ja. */
  title: { ko: string; en: string; ja: string };
  at: Date;
}

export type DealEvent = DealOpened;
