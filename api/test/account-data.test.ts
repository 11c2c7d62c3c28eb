// My page account data: coupon codes (packs, company codes, live codes, once per member, wrong
// codes counted), withdrawal with the password (personal data gone from the live row, the past
// booking kept pseudonymised, upcoming stays block it), 499 on the member's other sessions after a
// password change or withdrawal, the download of the member's data and the marketing consent.
import { defaultStayDays } from '@stay/shared/dates/default-stay';
import { sql } from 'drizzle-orm';
import { rawRows } from '../src/db';
import { CODE_MISS_LIMIT } from '../src/modules/coupons/rules/codes';
import { koreanDay } from '../src/modules/pricing';
import { Agent } from './helpers/agent';
import { build, type TestApp } from './helpers/build';
import { databaseTargets } from './helpers/databases';
import { API, login, signUp } from './helpers/flows';

const COUPONS = '/api/service/content/v1/coupons';

describe.each(databaseTargets())('account data on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build(target);
  }, 180_000);
  afterAll(async () => t?.close());

  /** Hands one of bronze@'s seeded bookings in `tab` to `email` (a booking of their own to test with). */
  async function giveBooking(email: string, upcoming: boolean): Promise<number> {
    const cmp = upcoming ? sql`o.check_in_date >= current_date + 1` : sql`o.check_in_date < current_date`;
    const [row] = await rawRows<{ idx: number }>(
      t.database.orm,
      sql`select o.idx from orders o join users u on u.idx = o.user_idx where u.email = 'bronze@awesomestay.kr' and o.hold_state = 'SOLD' and o.status not in ('cancel', 'cancel_request', 'cancel_wait') and ${cmp} order by o.idx limit 1`,
    );
    expect(row).toBeDefined();
    await t.database.orm.execute(sql`update orders set user_idx = (select idx from users where email = ${email}) where idx = ${row!.idx}`);
    return row!.idx;
  }

  test('a coupon pack code gives its coupons once per member; wrong codes get the coupon-issue message', async () => {
    const member = new Agent(t.app);
    await signUp(member);
    const wrong = await member.post(`${COUPONS}/pack`, { couponPackCode: 'NO-SUCH-PACK' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data).toMatchObject({ code: 'CODE_INVALID', message: '쿠폰 발급에 실패했습니다. 코드를 다시 확인해 주세요.' });
    const english = await member.post(`${COUPONS}/pack`, { couponPackCode: 'x' }, { headers: { 'accept-language': 'en' } });
    expect(english.body.data.message).toBe('The coupon could not be issued. Check the code and try again.');
    expect((await member.post(`${COUPONS}/pack`, { couponPackCode: 'SPRING-PACK' })).body.data.code).toBe('CODE_EXPIRED');

    const ok = await member.post(`${COUPONS}/pack`, { couponPackCode: ' welcome-pack ' });
    expect(ok.status).toBe(200);
    expect(ok.body.data.coupons.map((c: { couponName: string }) => c.couponName).sort()).toEqual(['웰컴 팩 15,000원 쿠폰', '웰컴 팩 7% 할인 (최대 20,000원)']);
    const again = await member.post(`${COUPONS}/pack`, { couponPackCode: 'WELCOME-PACK' });
    expect(again.status).toBe(409);
    expect(again.body.data.code).toBe('CODE_USED');
    const mine = (await member.get(`${COUPONS}/user`)).body.data.coupons;
    expect(mine.filter((c: { couponName: string }) => c.couponName.startsWith('웰컴 팩'))).toHaveLength(2);

    const one = await member.get(`${COUPONS}/${ok.body.data.coupons[0].couponUserIdx}`);
    expect(one.body.data.coupon).toMatchObject({ couponUserIdx: ok.body.data.coupons[0].couponUserIdx, state: 'unused' });
    const stranger = new Agent(t.app);
    await login(stranger, 'gold@awesomestay.kr');
    expect((await stranger.get(`${COUPONS}/${ok.body.data.coupons[0].couponUserIdx}`)).status).toBe(404);
    expect((await new Agent(t.app).post(`${COUPONS}/pack`, { couponPackCode: 'WELCOME-PACK' })).status).toBe(401);
    expect((await member.post(`${COUPONS}/pack`, { couponPackCode: '' })).body.data.code).toBe('INVALID_INPUT');
  });

  test("a company's code is for its members; a live code by its broadcast number", async () => {
    const bronze = new Agent(t.app);
    await login(bronze, 'bronze@awesomestay.kr');
    expect((await bronze.post(`${COUPONS}/corporation`, { code: 'ATECHSTAY' })).body.data.code).toBe('CODE_NOT_ELIGIBLE');
    const corp = new Agent(t.app);
    await login(corp, 'corp@awesomestay.kr');
    const given = await corp.post(`${COUPONS}/corporation`, { code: 'atechstay' });
    expect(given.body.data.coupons[0]).toMatchObject({ discountType: 'RATE', discount: 10 });
    const live = await bronze.post(`${COUPONS}/live`, { gripIdx: 7001 });
    expect(live.body.data.coupons[0]).toMatchObject({ discountType: 'AMOUNT', discount: 20_000 });
    expect((await bronze.post(`${COUPONS}/live`, { gripIdx: 7001 })).body.data.code).toBe('CODE_USED');
    expect((await bronze.post(`${COUPONS}/live`, { gripIdx: '7001' })).body.data).toMatchObject({ code: 'INVALID_INPUT', field: 'gripIdx' });
  });

  test('guessing codes stops after the miss limit, even for a right code', async () => {
    const member = new Agent(t.app);
    await signUp(member);
    for (let i = 0; i < CODE_MISS_LIMIT; i += 1) expect((await member.post(`${COUPONS}/pack`, { couponPackCode: `GUESS-${i}` })).body.data.code).toBe('CODE_INVALID');
    const blocked = await member.post(`${COUPONS}/pack`, { couponPackCode: 'WELCOME-PACK' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.data.code).toBe('CODE_TOO_MANY_TRIES');
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  test('the marketing consent reads as never given, given on a date, or withdrawn on a date', async () => {
    const member = new Agent(t.app);
    await signUp(member);
    expect((await member.get(`${API}/users`)).body.data).toMatchObject({ marketingAgree: false, marketingAgreedAt: null, marketingConsent: { state: 'NEVER', at: null } });
    // Saying no without ever saying yes is not a withdrawal: still no date.
    expect((await member.put(`${API}/users/marketing`, { agree: false })).body.data.marketingConsent).toEqual({ state: 'NEVER', at: null });
    const yes = (await member.put(`${API}/users/marketing`, { agree: true })).body.data.marketingConsent;
    expect(yes).toEqual({ state: 'AGREED', at: expect.any(String) });
    const withdrawn = (await member.put(`${API}/users/marketing`, { agree: false })).body.data;
    expect(withdrawn).toMatchObject({ marketingAgree: false, marketingAgreedAt: null, marketingConsent: { state: 'WITHDRAWN', at: expect.any(String) } });
  });

  test('after withdrawal no personal data remains in the live user row and the past booking stays pseudonymised', async () => {
    const member = new Agent(t.app);
    const { email, pwd } = await signUp(member);
    const phoneless = (await member.put(`${API}/users/marketing`, { agree: true })).body.data;
    expect(phoneless).toMatchObject({ marketingAgree: true, marketingAgreedAt: expect.any(String) });
    const orderIdx = await giveBooking(email, false);

    const byGet = await member.get(`${API}/users/unlink`, { headers: { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' } });
    expect(byGet.body.data).toMatchObject({ code: 'PASSWORD_REQUIRED', passwordRequired: true });
    const wrongPwd = await member.post(`${API}/users/withdraw`, { pwd: 'Wrong123!' });
    expect(wrongPwd.body.data).toMatchObject({ code: 'INVALID_INPUT', field: 'pwd' });
    const done = await member.post(`${API}/users/withdraw`, { pwd });
    expect(done.body).toEqual({ result: 'SUCCESS', data: { withdrawn: true } });

    const [row] = await rawRows<Record<string, unknown>>(t.database.orm, sql`select u.* from users u join orders o on o.user_idx = u.idx where o.idx = ${orderIdx}`);
    expect(row).toMatchObject({ status: 'WITHDRAWN', email: null, pwd_hash: null, name: '', phone: null, international_phone: null, user_first_name: null, user_last_name: null, user_meta: {} });
    const [order] = await rawRows<Record<string, unknown>>(t.database.orm, sql`select guest_name, guest_tel, guest_email, total_amount, status from orders where idx = ${orderIdx}`);
    expect(order).toMatchObject({ guest_name: 'WITHDRAWN', guest_tel: '', guest_email: '' });
    expect(order!.total_amount).toBeGreaterThan(0);
    const [payments] = await rawRows<{ n: number }>(t.database.orm, sql`select count(*)::int as n from payments where order_idx = ${orderIdx}`);
    expect(payments!.n).toBeGreaterThan(0);
    const [leftovers] = await rawRows<{ n: number }>(t.database.orm, sql`select (select count(*) from certs where dest = ${email}) + (select count(*) from message_outbox where dest = ${email}) + (select count(*) from login_history where user_idx = ${row!.idx as number}) + (select count(*) from wishes where user_idx = ${row!.idx as number}) as n`);
    expect(Number(leftovers!.n)).toBe(0);
    expect((await new Agent(t.app).post(`${API}/login`, { id: email, pwd })).body.data.code).toBe('LOGIN_FAIL');
  });

  test('an upcoming paid stay blocks withdrawal and nothing changes', async () => {
    const member = new Agent(t.app);
    const { email, pwd } = await signUp(member);
    await giveBooking(email, true);
    const refused = await member.post(`${API}/users/withdraw`, { pwd });
    expect(refused.status).toBe(409);
    expect(refused.body.data.code).toBe('BOOKINGS_UPCOMING');
    expect((await member.get(`${API}/users`)).body.data.email).toBe(email);
  });

  test("a password change or withdrawal gives the member's other sessions 499, not this one", async () => {
    const here = new Agent(t.app);
    const { email, pwd } = await signUp(here);
    const there = new Agent(t.app);
    await login(there, email, pwd);
    const changed = await here.put(`${API}/users`, { currentPwd: pwd, pwd: 'Changed12!' });
    expect(changed.body.result).toBe('SUCCESS');
    expect((await here.get(`${API}/users`)).status).toBe(200);
    const other = await there.get(`${API}/users`);
    expect(other.status).toBe(499);
    expect(other.body.data).toMatchObject({ code: 'MEMBER_CHANGED', message: '회원 정보가 변경되었습니다. 다시 로그인해 주세요.' });
    expect((await there.post(`${API}/refresh`)).status).toBe(499);

    const third = new Agent(t.app);
    await login(third, email, 'Changed12!');
    expect((await here.post(`${API}/users/withdraw`, { pwd: 'Changed12!' })).body.data.withdrawn).toBe(true);
    expect((await third.get(`${API}/points`)).status).toBe(499);
  });

  test("wishes carry today's price for the default dates (or the page's own default dates); bad dates are 400", async () => {
    const member = new Agent(t.app);
    await login(member, 'gold@awesomestay.kr');
    await member.post('/api/service/content/v1/wishs/products/1');
    const res = await member.get('/api/service/content/v1/wishs');
    const dates = defaultStayDays(koreanDay(t.now()));
    expect(res.body.data.priceDates).toEqual(dates);
    const wish = res.body.data.wishs.find((w: { productIdx: number }) => w.productIdx === 1);
    // The product page's own price for the same condition.
    const detail = await member.post('/api/service/content/v2/products/1', { adtCnt: 2, chdCnt: 0, chdAges: [], count: 1, ...dates });
    const shown = detail.body.data.prices?.displayLowestAmount ?? null;
    if (shown === null) expect(wish.price).toBeNull();
    else expect(wish.price.displayAmount).toBe(shown);
    const asked = { checkInDate: dates.checkOutDate, checkOutDate: defaultStayDays(dates.checkInDate).checkInDate };
    const own = await member.get(`/api/service/content/v1/wishs?checkInDate=${asked.checkInDate}&checkOutDate=${asked.checkOutDate}`);
    expect(own.body.data.priceDates).toEqual(asked);
    expect((await member.get(`/api/service/content/v1/wishs?checkInDate=${dates.checkInDate}`)).body.data).toMatchObject({ code: 'INVALID_INPUT', field: 'checkOutDate' });
    expect((await member.get('/api/service/content/v1/wishs?checkInDate=2000-01-01&checkOutDate=2000-01-02')).status).toBe(400);
    expect((await member.get('/api/service/content/v1/wishs?checkInDate=nope&checkOutDate=2000-01-02')).status).toBe(400);
  });

  test('the booking list flags own-channel orders', async () => {
    const member = new Agent(t.app);
    await login(member, 'silver@awesomestay.kr');
    type Book = { orderNum: string; ownChannel: boolean; orderChannelIdx: number | null };
    const books: Book[] = [];
    for (const tab of ['pending', 'complete', 'cancel']) books.push(...((await member.get(`/api/service/content/v1/books/status/${tab}`)).body.data.books as Book[]));
    expect(books.length).toBeGreaterThan(0);
    const [rows] = [await rawRows<{ order_num: string; channel_code: string | null }>(t.database.orm, sql`select order_num, channel_code from orders where order_num in (${sql.join(books.map((b) => sql`${b.orderNum}`), sql`, `)})`)];
    for (const b of books) {
      const own = rows.find((r) => r.order_num === b.orderNum)!.channel_code === null;
      expect(b.ownChannel).toBe(own);
      if (own) expect(b.orderChannelIdx).toBe(1);
    }
  });

  test("the download holds the member's own data and no secrets", async () => {
    const member = new Agent(t.app);
    await login(member, 'silver@awesomestay.kr');
    const res = await member.get(`${API}/users/export`);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment/);
    const data = res.body.data;
    expect(data.member).toMatchObject({ email: 'silver@awesomestay.kr', name: '이서준' });
    expect(data.member.pwdHash).toBeUndefined();
    expect(data.memberships.length).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toContain('bronze@awesomestay.kr');
    expect(data.bookings.every((b: { userIdx: number }) => b.userIdx === data.member.idx)).toBe(true);
    expect((await new Agent(t.app).get(`${API}/users/export`)).status).toBe(401);
  });
});
