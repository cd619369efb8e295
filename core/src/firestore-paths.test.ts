import { describe, expect, it } from 'vitest';
import { paths } from './firestore-paths';

describe('paths', () => {
  it('builds the addresses the rules and the functions use', () => {
    expect(paths.user('u1')).toBe('users/u1');
    expect(paths.savedProducts('u1')).toBe('users/u1/savedProducts');
    expect(paths.savedProduct('u1', 'p1')).toBe('users/u1/savedProducts/p1');
    expect(paths.children).toBe('children');
    expect(paths.child('c1')).toBe('children/c1');
    expect(paths.measurements('c1')).toBe('children/c1/measurements');
    expect(paths.measurement('c1', 'm1')).toBe('children/c1/measurements/m1');
    expect(paths.parentHeights('c1')).toBe('children/c1/private/parents');
    expect(paths.predictions('c1')).toBe('children/c1/predictions');
    expect(paths.prediction('c1', 'spring-2027')).toBe('children/c1/predictions/spring-2027');
    expect(paths.shares).toBe('shares');
    expect(paths.share('t1')).toBe('shares/t1');
    expect(paths.shareTombstone('t1')).toBe('shareTombstones/t1');
    expect(paths.subscriptions).toBe('subscriptions');
    expect(paths.subscription('c1_u2')).toBe('subscriptions/c1_u2');
    expect(paths.products).toBe('products');
    expect(paths.product('p1')).toBe('products/p1');
    expect(paths.mail('welcome-u1')).toBe('mail/welcome-u1');
    expect(paths.authLogs).toBe('authLogs');
  });

  it('marks each path with its kind of document, so one kind cannot stand for another', () => {
    const child: (typeof paths)['child'] = paths.child;
    // @ts-expect-error a user's path is no child's path
    const wrong: ReturnType<typeof paths.child> = paths.user('u1');
    // @ts-expect-error a collection is no document
    const collection: ReturnType<typeof paths.child> = paths.children;
    expect([child('c1'), wrong, collection]).toEqual(['children/c1', 'users/u1', 'children']);
  });
});
