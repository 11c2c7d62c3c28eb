// The customer centre through the API on every database target: a member's 1:1
// inquiry about one of their bookings with its promised reply time, validation that changes
// nothing, the staff queue and answer (once, with a message to the member), another member's 404,
// notices' previous / next, and policy versions.
import { stores } from './helpers/stores';
import { DateTime } from 'luxon';
import { Agent } from './helpers/agent';
import { CONTENT } from './helpers/booking';
import { build, type TestApp } from './helpers/build';
import { databaseTargets } from './helpers/databases';
import { login } from './helpers/flows';
import { isKrHoliday } from '@stay/shared/kit/kr-holidays';
import { replyDueAt } from '../src/modules/support/rules/reply-deadline';
import { eq } from 'drizzle-orm';
import { events } from '../src/db/schema/catalog';
import { koreanToday, notifyOpenedDeals } from '../src/modules/deals/use-cases/alarms';

const KST = (d: Date) => DateTime.fromJSDate(d, { zone: 'Asia/Seoul' }).toFormat('yyyy-MM-dd HH:mm:ss');

describe.each(databaseTargets())('customer centre on $name', (target) => {
  let t: TestApp;
  let silver: Agent;
  let bronze: Agent;
  let staff: Agent;

  beforeAll(async () => {
    t = await build(target);
    silver = new Agent(t.app);
    bronze = new Agent(t.app);
    staff = new Agent(t.app);
    await login(silver, 'silver@awesomestay.kr');
    await login(bronze, 'bronze@awesomestay.kr');
    await login(staff, 'staff@awesomestay.kr');
  }, 180_000);
  afterAll(async () => t?.close());

  test('a member asks about a booking, staff answer once, the member sees the answer and gets a message; others get 404', async () => {
    const orders = await silver.get(`${CONTENT}/v1/inquiries/orders`);
    expect(orders.status).toBe(200);
    const upcoming = orders.body.data.orders.find((o: { orderNum: string }) => o.orderNum === 'ASDEMO2U');
    expect(upcoming).toMatchObject({ orderNum: 'ASDEMO2U', productName: expect.any(String) });

    const prefill = await silver.get(`${CONTENT}/v1/inquiries/RESERVATION?orderNum=ASDEMO2U`);
    expect(prefill.body.data.inquiry).toMatchObject({ type: 'RESERVATION', orderNum: 'ASDEMO2U', productName: upcoming.productName });
    expect((await bronze.get(`${CONTENT}/v1/inquiries/RESERVATION?orderNum=ASDEMO2U`)).status).toBe(400);

    const before = (await silver.get(`${CONTENT}/v1/inquiries/status/ALL`)).body.data.count;
    const sent = await silver.post(`${CONTENT}/v1/inquiries`, { type: 'RESERVATION', title: '체크인 시간 문의', content: '얼리 체크인이 가능한지 알고 싶습니다.', orderNum: 'ASDEMO2U', inquiryType: 'BOOKING', pageUrl: '/mypage/books' });
    expect(sent.status).toBe(200);
    const inquiry = sent.body.data.inquiry;
    expect(inquiry).toMatchObject({ status: 'WAIT', complete: false, typeName: '예약 문의', orderNum: 'ASDEMO2U', productName: upcoming.productName, commentContents: null });
    expect(inquiry.dueDate).toBe(KST(replyDueAt(new Date(`${inquiry.regDate.replace(' ', 'T')}+09:00`))));

    const after = await silver.get(`${CONTENT}/v1/inquiries/status/WAIT`);
    expect(after.body.data.count).toEqual({ totalCnt: before.totalCnt + 1, waitCnt: before.waitCnt + 1, completeCnt: before.completeCnt });
    expect(after.body.data.inquiries[0]).toMatchObject({ idx: inquiry.idx });

    // Not the member's: 404, like an inquiry that does not exist. Not staff: 403, and nothing changes.
    expect((await bronze.get(`${CONTENT}/v1/inquiries/detail/${inquiry.idx}`)).status).toBe(404);
    expect((await bronze.get(`${CONTENT}/v1/staff/inquiries`)).status).toBe(403);
    expect((await silver.post(`${CONTENT}/v1/staff/inquiries/${inquiry.idx}/answer`, { answer: '셀프 답변' })).status).toBe(403);

    const queue = await staff.get(`${CONTENT}/v1/staff/inquiries`);
    const queued = queue.body.data.inquiries as { idx: number; dueDate: string; memberName: string }[];
    expect(queued.find((q) => q.idx === inquiry.idx)).toMatchObject({ memberName: '이서준' });
    expect(queued.map((q) => q.dueDate)).toEqual([...queued.map((q) => q.dueDate)].sort());

    const answered = await staff.post(`${CONTENT}/v1/staff/inquiries/${inquiry.idx}/answer`, { answer: '네, 14시부터 가능합니다.' });
    expect(answered.body.data.inquiry).toMatchObject({ status: 'COMPLETE', commentContents: '네, 14시부터 가능합니다.' });
    const again = await staff.post(`${CONTENT}/v1/staff/inquiries/${inquiry.idx}/answer`, { answer: '두 번째 답변' });
    expect(again.status).toBe(409);
    expect(again.body.data.code).toBe('ALREADY_ANSWERED');

    const seen = await silver.get(`${CONTENT}/v1/inquiries/detail/${inquiry.idx}`);
    expect(seen.body.data.inquiry).toMatchObject({ complete: true, commentContents: '네, 14시부터 가능합니다.' });
    const outbox = await stores(t.app).outbox.listByDest('silver@awesomestay.kr');
    expect(outbox[0]).toMatchObject({ type: 'INQUIRY_ANSWERED' });
    expect(outbox[0]!.body).toContain('체크인 시간 문의');
  });

  test('bad input is a 400 naming the field and stores nothing', async () => {
    const count = async () => (await silver.get(`${CONTENT}/v1/inquiries/status/ALL`)).body.data.count.totalCnt;
    const start = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'RESERVATION', title: '', content: '충분히 긴 내용입니다 정말로.' }, 'title'],
      [{ type: 'RESERVATION', title: '제목', content: '짧음' }, 'content'],
      [{ type: 'NOPE', title: '제목입니다', content: '충분히 긴 내용입니다 정말로.' }, 'type'],
      [{ type: 'RESERVATION', title: '제목입니다', content: '충분히 긴 내용입니다 정말로.', orderNum: 'ASDEMO1U' }, 'orderNum'],
      [{ type: 'RESERVATION', title: '제목입니다', content: '충분히 긴 내용입니다 정말로.', extra: 1 }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const res = await silver.post(`${CONTENT}/v1/inquiries`, body, { headers: { 'accept-language': 'en' } });
      expect(res.status).toBe(400);
      const fields = [res.body.data.field, ...(res.body.data.issues ?? []).map((i: { field: string }) => i.field)];
      expect(fields).toContain(field);
      expect(res.body.data.message).toEqual(expect.any(String));
    }
    const short = await silver.post(`${CONTENT}/v1/inquiries`, { type: 'ETC', title: '제목', content: '짧음' }, { headers: { 'accept-language': 'en' } });
    expect(short.body.data.issues).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'content', message: 'Message: 10 to 2,000 characters.' })]));
    expect(await count()).toBe(start);
    // A chat message may be short; it still needs two characters.
    const chat = await silver.post(`${CONTENT}/v1/inquiries`, { type: 'ETC', title: '채팅 문의', content: '안녕', inquiryType: 'CHAT', pageUrl: '/products/1' });
    expect(chat.body.data.inquiry).toMatchObject({ contents: '안녕', pageUrl: '/products/1' });
    expect((await silver.post(`${CONTENT}/v1/inquiries`, { type: 'ETC', title: '채팅 문의', content: '안', inquiryType: 'CHAT' })).status).toBe(400);
    expect((await new Agent(t.app).post(`${CONTENT}/v1/inquiries`, { type: 'ETC', title: '제목입니다', content: '충분히 긴 내용입니다 정말로.' })).status).toBe(401);
  });

  test('the reply deadline moves with the clock: a Friday 17:00 question is due Monday 12:00', async () => {
    // The next Friday (after today) whose Monday is a working day.
    let fri = DateTime.fromJSDate(t.now(), { zone: 'Asia/Seoul' }).plus({ days: 1 }).set({ hour: 17, minute: 0, second: 0, millisecond: 0 });
    while (fri.weekday !== 5 || isKrHoliday(fri.plus({ days: 3 }).toISODate()!)) fri = fri.plus({ days: 1 });
    const friday = fri.toJSDate();
    const monday = `${fri.plus({ days: 3 }).toISODate()} 12:00:00`;
    t.advance((friday.getTime() - t.now().getTime()) / 1000);
    // Days later the access tokens of beforeAll have expired: log in again at the new time.
    await login(silver, 'silver@awesomestay.kr');
    const res = await silver.post(`${CONTENT}/v1/inquiries`, { type: 'ETC', title: '금요일 저녁 문의', content: '주말에도 답변을 받을 수 있나요?' });
    expect(res.body.data.inquiry.dueDate).toBe(monday);
    const replyTime = await silver.get(`${CONTENT}/v1/inquiries/reply-time`);
    expect(replyTime.body.data).toMatchObject({ open: false, dueDate: monday });
    // Overdue only once Monday 12:00 has passed.
    t.advance(3 * 86_400 - 5 * 3600 + 60);
    await login(staff, 'staff@awesomestay.kr');
    const queue = await staff.get(`${CONTENT}/v1/staff/inquiries`);
    expect(queue.body.data.inquiries.find((q: { idx: number }) => q.idx === res.body.data.inquiry.idx)).toMatchObject({ overdue: true });
  });

  test('notices have previous / next in list order', async () => {
    const list = (await silver.get(`${CONTENT}/v1/notices?page=1&size=50`)).body.data.notices as { idx: number; title: string }[];
    const second = await silver.get(`${CONTENT}/v1/notices/${list[1]!.idx}`);
    expect(second.body.data.prev).toEqual({ idx: list[0]!.idx, title: list[0]!.title });
    expect(second.body.data.next).toEqual({ idx: list[2]!.idx, title: list[2]!.title });
    expect((await silver.get(`${CONTENT}/v1/notices/${list[0]!.idx}`)).body.data.prev).toBeNull();
  });

  test('policies show the version in effect and keep earlier ones readable', async () => {
    const privacy = await silver.get(`${CONTENT}/v1/policies/privacy`, { headers: { 'accept-language': 'en' } });
    expect(privacy.body.data.policy).toMatchObject({ kind: 'privacy', current: true, title: 'Privacy policy' });
    const versions = privacy.body.data.versions as { version: string; effectiveDate: string; current: boolean }[];
    expect(versions.map((v) => v.version)).toEqual(['v3.0', 'v2.0', 'v1.1', 'v1.0']);
    const old = await silver.get(`${CONTENT}/v1/policies/privacy/v1.0`, { headers: { 'accept-language': 'ja' } });
    expect(old.body.data.policy).toMatchObject({ version: 'v1.0', current: false, effectiveDate: '2025-01-01' });
    expect(old.body.data.policy.body).toContain('収集する個人情報');
    expect((await silver.get(`${CONTENT}/v1/policies/privacy/v9.9`)).status).toBe(404);
    expect((await silver.get(`${CONTENT}/v1/policies/cookies`)).status).toBe(400);
  });

  test('advance notice: a member signs up for an upcoming deal and is told once when it opens', async () => {
    await login(bronze, 'bronze@awesomestay.kr');
    const today = koreanToday(t.now());
    const inDays = (n: number) => DateTime.fromISO(today, { zone: 'Asia/Seoul' }).plus({ days: n }).toISODate()!;
    const [upcoming, open] = await t.database.orm.select().from(events).limit(2);
    await t.database.orm.update(events).set({ saleStartDate: inDays(2), saleEndDate: inDays(9) }).where(eq(events.idx, upcoming!.idx));
    await t.database.orm.update(events).set({ saleStartDate: inDays(-1), saleEndDate: inDays(9) }).where(eq(events.idx, open!.idx));

    const signed = await bronze.post(`${CONTENT}/v1/advance-notice`, { alarmIdx: upcoming!.idx, eventType: 'EVENT' });
    expect(signed.body.data.alarm).toMatchObject({ alarmIdx: upcoming!.idx, registered: true, saleStartDate: inDays(2) });
    expect((await bronze.post(`${CONTENT}/v1/advance-notice`, { alarmIdx: upcoming!.idx, eventType: 'EVENT' })).status).toBe(200);
    expect((await bronze.post(`${CONTENT}/v1/advance-notice`, { alarmIdx: open!.idx, eventType: 'EVENT' })).body.data.code).toBe('ALARM_NOT_UPCOMING');
    expect((await bronze.post(`${CONTENT}/v1/advance-notice`, { alarmIdx: 99_999_999, eventType: 'EVENT' })).status).toBe(404);
    expect((await bronze.post(`${CONTENT}/v1/advance-notice`, { alarmIdx: upcoming!.idx, eventType: 'COUPON' })).status).toBe(400);
    const mine = await bronze.get(`${CONTENT}/v1/advance-notice`);
    expect(mine.body.data.alarms).toEqual([expect.objectContaining({ alarmIdx: upcoming!.idx, state: 'UPCOMING', notified: false })]);

    expect(await notifyOpenedDeals(t.database.orm, t.app.transport, t.now())).toBe(0);
    t.advance(2 * 86_400);
    expect(await notifyOpenedDeals(t.database.orm, t.app.transport, t.now())).toBe(1);
    expect(await notifyOpenedDeals(t.database.orm, t.app.transport, t.now())).toBe(0);
    const outbox = await stores(t.app).outbox.listByDest('bronze@awesomestay.kr');
    expect(outbox[0]).toMatchObject({ type: 'ADVANCE_NOTICE' });
    await login(bronze, 'bronze@awesomestay.kr');
    expect((await bronze.get(`${CONTENT}/v1/advance-notice`)).body.data.alarms[0]).toMatchObject({ state: 'OPEN', notified: true });
  });
});
