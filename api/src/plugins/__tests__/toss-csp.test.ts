import { contentSecurityPolicy } from '../security-headers';
import { tossCspSources } from '../toss-csp';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('the CSP of a page that pays through Toss Payments', () => {
  it("allows exactly Toss's script, API and window hosts for Toss's SDK", () => {
    expect(tossCspSources('https://js.tosspayments.com/v2/standard')).toEqual({
      script: ['https://js.tosspayments.com'],
      connect: ['https://api.tosspayments.com', 'https://event.tosspayments.com'],
      frame: ['https://*.tosspayments.com', 'https://*.toss.im'],
    });
  });

  it("allows only the double's origin when TOSS_SDK_URL points at it", () => {
    const double = tossCspSources('http://127.0.0.1:9555/v2/standard');
    expect(double).toEqual({ script: ['http://127.0.0.1:9555'], connect: ['http://127.0.0.1:9555'], frame: ['http://127.0.0.1:9555'] });
    expect(JSON.stringify(double)).not.toContain('tosspayments');
  });

  it('puts them into the policy beside the nonce, and adds no frame-src without them', () => {
    const toss = tossCspSources('https://js.tosspayments.com/v2/standard');
    const csp = contentSecurityPolicy({ nonce: 'abc', https: true, extraScript: toss.script, extraConnect: toss.connect, extraFrame: toss.frame });
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'nonce-abc' https://js.tosspayments.com");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://api.tosspayments.com https://event.tosspayments.com");
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https://*.tosspayments.com https://*.toss.im");
    // Nothing else opens up: no one may frame us, forms still post only here.
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self'");

    const sandbox = contentSecurityPolicy({ nonce: 'abc', https: true });
    expect(directive(sandbox, 'script-src')).toBe("script-src 'self' 'nonce-abc'");
    expect(directive(sandbox, 'frame-src')).toBe('');
  });
});
