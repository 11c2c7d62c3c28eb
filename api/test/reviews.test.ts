// Reviews after a stay (SPEC §7 GET /v1/reviews/order-products/{id}, src/reviews): silver@ reviews
// the stay that ended days ago, once; the product page shows it at once with the new count,
// average and histogram; it can be edited for 48 hours, then it is locked; nobody reviews a stay
// they did not book, an upcoming stay, or twice.
import { Agent } from './helpers/agent';
import { CONTENT } from './helpers/booking';
import { build, type TestApp } from './helpers/build';
import { databaseTargets } from './helpers/databases';
import { login } from './helpers/flows';

type Book = { orderNum: string; orderProductIdx: number; productIdx: number; review: string | null; reviewed: boolean };

describe.each(databaseTargets())('reviews after a stay on $name', (target) => {
  let t: TestApp;
  let silver: Agent;
  let gold: Agent;

  beforeAll(async () => {
    t = await build(target);
    silver = new Agent(t.app);
    await login(silver, 'silver@awesomestay.kr');
    gold = new Agent(t.app);
    await login(gold, 'gold@awesomestay.kr');
  }, 180_000);
  afterAll(async () => t?.close());

  const books = async (agent: Agent, tab: string) => (await agent.get(`${CONTENT}/v1/books/status/${tab}`)).body.data.books as Book[];
  const rating = async (productIdx: number) => (await silver.get(`${CONTENT}/v1/reviews/products/${productIdx}?size=1`)).body.data;

  test('write once, seen on the product page at once, edit within 48 hours, then locked', async () => {
    const past = (await books(silver, 'complete')).find((b) => b.review === 'WRITE')!;
    expect(past).toBeDefined();
    const url = `${CONTENT}/v1/reviews/order-products/${past.orderProductIdx}`;
    const state = (await silver.get(url)).body.data;
    expect(state).toMatchObject({ canWrite: true, canEdit: false, review: null });

    const before = await rating(past.productIdx);
    const bad = await silver.post(url, { star: 6, title: '', content: 'short' });
    expect(bad.status).toBe(400);
    // Control characters are refused as in inquiries and chat (a review may still hold line breaks).
    for (const body of [{ title: 'Lovely\u0000stay' }, { content: 'Quiet room,\u0007 kind staff, great breakfast.' }, { title: 'Lovely\nstay' }]) {
      const res = await silver.post(url, { star: 5, title: 'Lovely stay', content: 'Quiet room, kind staff, great breakfast.', ...body });
      expect(res.status).toBe(400);
      expect(res.body.data.code).toBe('INVALID_INPUT');
    }
    expect((await silver.get(url)).body.data.review).toBeNull();

    const written = await silver.post(url, { star: 5, title: 'Lovely stay', content: 'Quiet room, kind staff,\ngreat breakfast.' });
    expect(written.status).toBe(201);
    expect(written.body.data).toMatchObject({ canWrite: false, canEdit: true, review: { star: 5, title: 'Lovely stay', verificationSource: 'AWESOMESTAY_VERIFIED_STAY', editable: true } });

    const after = await rating(past.productIdx);
    expect(after.rating.reviewCount).toBe(before.rating.reviewCount + 1);
    expect(after.rating.starFive).toBe(before.rating.starFive + 1);
    expect(after.rating.starAvg).toBe(Math.round(((before.rating.starSum + 5) / (before.rating.reviewCount + 1)) * 10) / 10);
    expect(after.reviews[0]).toMatchObject({ title: 'Lovely stay', star: 5, verificationSource: 'AWESOMESTAY_VERIFIED_STAY' });

    // One per booked room.
    const twice = await silver.post(url, { star: 4, title: 'Again', content: 'A second review of the same stay.' });
    expect(twice.status).toBe(409);
    expect(twice.body.data.code).toBe('ALREADY_REVIEWED');
    expect((await books(silver, 'complete')).find((b) => b.orderNum === past.orderNum)).toMatchObject({ reviewed: true, review: 'WRITTEN' });

    // Edited: the histogram moves from five stars to three.
    const edited = await silver.put(url, { star: 3, title: 'Good stay', content: 'Quiet room, but the breakfast was cold.' });
    expect(edited.status).toBe(200);
    const moved = await rating(past.productIdx);
    expect(moved.rating).toMatchObject({ reviewCount: after.rating.reviewCount, starFive: before.rating.starFive, starThree: before.rating.starThree + 1 });

    t.advance(48 * 3600 + 60);
    // Two days on, the session has expired: log in again.
    await login(silver, 'silver@awesomestay.kr');
    await login(gold, 'gold@awesomestay.kr');
    const locked = await silver.put(url, { star: 1, title: 'Too late', content: 'Editing after two days.' });
    expect(locked.status).toBe(403);
    expect(locked.body.data.code).toBe('REVIEW_LOCKED');
    expect((await silver.get(url)).body.data).toMatchObject({ canEdit: false, review: { title: 'Good stay', editable: false } });
  });

  test("someone else's stay is 404, an upcoming stay 403, visitors 401", async () => {
    const mine = (await books(silver, 'complete'))[0]!;
    const other = await gold.post(`${CONTENT}/v1/reviews/order-products/${mine.orderProductIdx}`, { star: 1, title: 'Not mine', content: 'I never stayed here at all.' });
    expect(other.status).toBe(404);
    expect((await gold.get(`${CONTENT}/v1/reviews/order-products/${mine.orderProductIdx}`)).status).toBe(404);
    const upcoming = (await books(silver, 'pending')).find((b) => b.orderNum.endsWith('U'))!;
    const early = await silver.post(`${CONTENT}/v1/reviews/order-products/${upcoming.orderProductIdx}`, { star: 4, title: 'Not yet', content: 'I have not stayed here yet.' });
    expect(early.status).toBe(403);
    expect(early.body.data.code).toBe('REVIEW_NOT_ALLOWED');
    expect((await new Agent(t.app).get(`${CONTENT}/v1/reviews/order-products/${mine.orderProductIdx}`)).status).toBe(401);
  });

  test('the review button is offered only while it works, with its last day; the demo stays are inside the window', async () => {
    const [bronze, corp] = [new Agent(t.app), new Agent(t.app)];
    await login(bronze, 'bronze@awesomestay.kr');
    await login(corp, 'corp@awesomestay.kr');
    for (const agent of [bronze, silver, corp]) {
      const past = (await books(agent, 'complete')).find((b) => b.orderNum.endsWith('P'))! as Book & { reviewDeadline: string | null; checkoutDate: string };
      expect(past).toMatchObject({ review: 'WRITE', reviewDeadline: expect.stringMatching(/^\d{4}-\d\d-\d\d$/) });
      // The last day is 14 days after check-out, and the detail page says the same.
      expect(Date.parse(past.reviewDeadline!) - Date.parse(past.checkoutDate)).toBe(14 * 86_400_000);
      const detail = (await agent.get(`${CONTENT}/v1/books/num/${past.orderNum}/img-count/1`)).body.data;
      expect(detail).toMatchObject({ review: 'WRITE', reviewDeadline: past.reviewDeadline });
    }
    const closed = (await books(gold, 'complete')).find((b) => b.orderNum.endsWith('P'))!;
    expect(closed).toMatchObject({ review: null, reviewDeadline: null });
    expect((await gold.get(`${CONTENT}/v1/books/num/${closed.orderNum}/img-count/1`)).body.data).toMatchObject({ review: null, reviewDeadline: null });
  });

  test('a stay that ended more than 14 days ago cannot be reviewed', async () => {
    const old = (await books(gold, 'complete')).find((b) => b.orderNum.endsWith('P'))!;
    expect(old.review).toBeNull();
    const res = await gold.post(`${CONTENT}/v1/reviews/order-products/${old.orderProductIdx}`, { star: 4, title: 'Late', content: 'Writing about a stay long ago.' });
    expect(res.status).toBe(403);
    expect(res.body.data.code).toBe('REVIEW_WINDOW_CLOSED');
  });
});
