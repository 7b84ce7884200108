import { describe, expect, it } from 'vitest';
import { isSitePath } from './routes.ts';

describe('isSitePath', () => {
  it.each(['/', '/login', '/tracking', '/tracking/CA123456789CA', '/checkout/b-1', '/shipping/success/b-1', '/faq/'])(
    'knows %s',
    (path) => expect(isSitePath(path)).toBe(true),
  );

  it.each(['/nope', '/tracking/a/b', '/checkout', '/shipping/success', '/loginx'])('rejects %s', (path) =>
    expect(isSitePath(path)).toBe(false),
  );
});
