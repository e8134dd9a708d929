import { VISITOR_KEY, visitorId } from './visitor';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(() => localStorage.clear());

describe('visitorId', () => {
  it('makes a random UUID once and keeps it in localStorage under erp:visitante', () => {
    const first = visitorId();
    expect(first).toMatch(UUID);
    expect(localStorage.getItem(VISITOR_KEY)).toBe(first);
    expect(visitorId()).toBe(first);
  });

  it('gives different browsers different ids', () => {
    const a = visitorId();
    localStorage.clear();
    expect(visitorId()).not.toBe(a);
  });

  it('replaces a value that is not an id', () => {
    localStorage.setItem(VISITOR_KEY, '"><script>');
    expect(visitorId()).toMatch(UUID);
  });

  it('builds a UUID without crypto.randomUUID (insecure origins)', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(visitorId()).toMatch(UUID);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });

  it('keeps one id for the page where storage refuses to write', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const id = visitorId(refusing);
    expect(id).toMatch(UUID);
    expect(visitorId(refusing)).toBe(id);
  });
});
