import { describe, expect, it } from 'vitest';
import { announcementSocketUrl } from './socket-url';

describe('announcementSocketUrl', () => {
  it('builds a ws URL under a relative API base', () => {
    expect(announcementSocketUrl('/v1', 'u1', 'http://127.0.0.1:18080/dashboard/analysis')).toBe('ws://127.0.0.1:18080/v1/websocket/u1');
  });
  it('builds a wss URL under an absolute https API base', () => {
    expect(announcementSocketUrl('https://real.example/jeecg-boot/', 'u1', 'http://x/')).toBe('wss://real.example/jeecg-boot/websocket/u1');
  });
});
