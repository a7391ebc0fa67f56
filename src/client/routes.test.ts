import { describe, expect, it } from 'vitest';
import { routeParams, routes } from './routes';

describe('routeParams: the screen for a path, as the router picks it', () => {
  it('reads the parameters of a matching path and rejects others', () => {
    expect(routeParams('/homework/:id', '/homework/42')).toEqual({ id: '42' });
    expect(routeParams('/homework/:id', '/homework/42/')).toEqual({ id: '42' });
    expect(routeParams('/students/:username/homework/:homeworkId', '/students/mei%20c/homework/7')).toEqual({
      username: 'mei c',
      homeworkId: '7',
    });
    expect(routeParams('/students/:username', '/students/%E0%A4%A')).toEqual({ username: '%E0%A4%A' });
    expect(routeParams('/homework/:id', '/homework')).toBeNull();
    expect(routeParams('/homework', '/homework/42')).toBeNull();
    expect(routeParams('/', '/dashboard')).toBeNull();
  });

  it('finds the player for a homework and its first calls, and the add page before a username', () => {
    const first = (path: string) => routes.find((route) => routeParams(route.path, path));
    expect(first('/students/add')?.path).toBe('/students/add');
    const player = first('/homework/9');
    expect(player?.path).toBe('/homework/:id');
    expect(player?.data?.({ id: '9' })).toEqual([
      '/api/student/homework/9',
      '/api/student/homework/9/submission',
    ]);
  });
});
