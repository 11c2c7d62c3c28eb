import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { pageData } from '../page-data';

const MAINS = '/api/service/content/v1/mains';
const pageRequest = (url: string, cookie?: string) => ({ url, headers: cookie ? { cookie } : {}, ip: '203.0.113.9' }) as unknown as FastifyRequest;

describe("the first screen's data travels with the page", () => {
  let app: FastifyInstance;
  let answer: { status: number; delayMs: number; image: string };
  const seen: { cookie?: string; language?: string }[] = [];

  beforeAll(async () => {
    app = Fastify();
    app.get(MAINS, async (req, reply) => {
      seen.push({ cookie: req.headers.cookie, language: req.headers['accept-language'] });
      await new Promise((r) => setTimeout(r, answer.delayMs));
      return reply.code(answer.status).send({ result: answer.status === 200 ? 'SUCCESS' : 'FAIL', data: { mainBanners: [{ imgUrl: answer.image }] } });
    });
    await app.ready();
  });
  afterAll(() => app.close());
  beforeEach(() => {
    seen.length = 0;
    answer = { status: 200, delayMs: 0, image: '/media/img/island/500.svg' };
  });

  test("the main page carries the banners, read as this visitor in the page's locale, and names the first banner", async () => {
    const first = await pageData(app, pageRequest('/en?x=1', 'stay_at=member'), 'en');
    expect(first.data?.[MAINS]).toEqual({ locale: 'en', body: { result: 'SUCCESS', data: { mainBanners: [{ imgUrl: '/media/img/island/500.svg' }] } } });
    expect(first.lcpImage).toBe('/media/img/island/500.svg');
    expect(seen).toEqual([{ cookie: 'stay_at=member', language: 'en' }]);
  });

  test('pages that declare nothing make no read', async () => {
    await expect(pageData(app, pageRequest('/faq'), 'ko')).resolves.toEqual({});
    expect(seen).toEqual([]);
  });

  test('a failed or late read is left for the page to make', async () => {
    answer.status = 500;
    await expect(pageData(app, pageRequest('/'), 'ko')).resolves.toEqual({});
    answer = { ...answer, status: 200, delayMs: 300 };
    const started = Date.now();
    await expect(pageData(app, pageRequest('/'), 'ko', 50)).resolves.toEqual({});
    expect(Date.now() - started).toBeLessThan(250);
  });

  test('an image elsewhere is never preloaded', async () => {
    for (const image of ['https://evil.example/x.svg', '//evil.example/x.svg', 'javascript:alert(1)']) {
      answer.image = image;
      const first = await pageData(app, pageRequest('/'), 'ko');
      expect(first.data?.[MAINS]).toBeDefined();
      expect(first.lcpImage).toBeUndefined();
    }
  });
});
