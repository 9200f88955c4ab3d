import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const requested: string[] = [];

class RecordingImage {
  set src(url: string) {
    requested.push(url);
  }
}

beforeEach(() => {
  vi.resetModules();
  requested.length = 0;
  vi.stubGlobal('Image', RecordingImage);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{"success":true}', { status: 200 })),
  );
  Object.assign(window, {
    __TRADESPACE_CONFIG__: {
      sessionId: 'visit-1',
      partners: [{ source: 'jobsboard', pixelUrl: 'https://pixel.jobsboard.example/convert?acct=7' }],
    },
  });
});

afterEach(() => vi.unstubAllGlobals());

describe('the job-ad partner conversion', () => {
  it('requests the partner pixel and records the conversion after a sign-up it sent', async () => {
    const { firePartnerConversion } = await import('./partner-conversion');
    firePartnerConversion('jobsboard', 'hash-of-user');
    expect(requested).toHaveLength(1);
    const pixel = new URL(requested[0] ?? '');
    expect(pixel.origin).toBe('https://pixel.jobsboard.example');
    expect(pixel.searchParams.get('acct')).toBe('7');
    expect(pixel.searchParams.get('event')).toBe('signup');
    expect(pixel.searchParams.get('uid')).toBe('hash-of-user');
    const [url, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(String(url)).toContain('/v1/trade-setup/track/visit-1');
    expect(JSON.parse(String(init?.body))).toMatchObject({ event: 'ad.conversion', data: { source: 'jobsboard' } });
  });

  it('does nothing for a sign-up from anywhere else, or with no partners configured', async () => {
    const { firePartnerConversion } = await import('./partner-conversion');
    firePartnerConversion('google', 'hash');
    firePartnerConversion(null, 'hash');
    expect(requested).toHaveLength(0);
    expect(fetch).not.toHaveBeenCalled();
  });
});
