import { describe, expect, it } from 'vitest';
import { readDeepLink, withoutDeepLink } from './deep-link';

describe('deep links from the extension', () => {
  it.each([
    ['?tab=mind-dump-history', { tab: 'mind-dump-history' }],
    ['?tab=task-list', { tab: 'task-list' }],
    ['?task=abc123', { tab: 'task-list', taskId: 'abc123' }],
    ['?task=abc123&tab=analytics', { tab: 'task-list', taskId: 'abc123' }],
    ['?tab=admin', {}],
    ['?task=%20%20', {}],
    ['', {}],
  ])('%s opens %j', (search, expected) => {
    expect(readDeepLink(search)).toEqual(expected);
  });

  it('removes only its own parameters from the address', () => {
    expect(withoutDeepLink('?task=a&utm=x')).toBe('?utm=x');
    expect(withoutDeepLink('?tab=task-list')).toBe('');
  });
});
