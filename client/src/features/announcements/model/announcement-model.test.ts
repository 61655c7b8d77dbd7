import { describe, expect, it } from 'vitest';
import { announcementPollInterval, ANNOUNCEMENT_POLL_MS, HEARTBEAT_TIMEOUT_MS, RECONNECT_DELAY_MS } from './notice-timing';
import { handleTarget, openActionFor } from './open-action';
import { priorityLook, PRIORITY_LOOKS } from './priority';
import { parsePushFrame, refreshesList } from './push-message';

describe('priority colours', () => {
  it('A-NOTICE-03 L is normal and blue', () => {
    expect(PRIORITY_LOOKS.L).toEqual({ color: 'blue', tag: '一般消息', text: '低' });
  });
  it('A-NOTICE-04 M is important and orange', () => {
    expect(PRIORITY_LOOKS.M).toEqual({ color: 'orange', tag: '重要消息', text: '中' });
  });
  it('A-NOTICE-05 H is urgent and red', () => {
    expect(PRIORITY_LOOKS.H).toEqual({ color: 'red', tag: '紧急消息', text: '高' });
  });
  it('has no look for an unknown priority', () => {
    expect(priorityLook('X')).toBeNull();
    expect(priorityLook('toString')).toBeNull();
    expect(priorityLook(null)).toBeNull();
  });
});

describe('polling', () => {
  it('A-NOTICE-23 polls every 6000 ms while loads succeed', () => {
    expect(ANNOUNCEMENT_POLL_MS).toBe(6000);
    expect(announcementPollInterval({ state: { errorUpdateCount: 0 } })).toBe(6000);
  });
  it('A-NOTICE-24 stops polling for good once a load has failed', () => {
    expect(announcementPollInterval({ state: { errorUpdateCount: 1 } })).toBe(false);
  });
  it('uses the spec timings for the live connection', () => {
    expect(RECONNECT_DELAY_MS).toBe(5000);
    expect(HEARTBEAT_TIMEOUT_MS).toBe(20000);
  });
});

describe('opening a notice', () => {
  it('opens the component page with the business id for open type component', () => {
    expect(openActionFor({ openType: 'component', openPage: 'mis/project/ProjectDetail', busId: 'p1' })).toEqual({
      kind: 'component',
      openPage: 'mis/project/ProjectDetail',
      busId: 'p1',
    });
  });
  it('opens the detail modal otherwise', () => {
    expect(openActionFor({ openType: 'url', openPage: '/hrm/employee/rosterList', busId: null })).toEqual({ kind: 'detail' });
    expect(openActionFor({ openType: null, openPage: null, busId: null })).toEqual({ kind: 'detail' });
    expect(openActionFor({ openType: 'component', openPage: null, busId: 'x' })).toEqual({ kind: 'detail' });
  });
  it('A-NOTICE-13 offers 去处理 only for open type url', () => {
    expect(handleTarget({ openType: 'url', openPage: '/hrm/employee/rosterList' })).toBe('/hrm/employee/rosterList');
    expect(handleTarget({ openType: 'component', openPage: 'mis/project/ProjectDetail' })).toBeNull();
    expect(handleTarget({ openType: null, openPage: null })).toBeNull();
  });
});

describe('push frames', () => {
  it('reads topic, user and heartcheck frames and ignores anything else', () => {
    expect(parsePushFrame('{"cmd":"topic","msgId":"1","msgTxt":"t"}')).toEqual({ cmd: 'topic', msgId: '1', msgTxt: 't' });
    expect(refreshesList(parsePushFrame('{"cmd":"user","msgId":"1"}'))).toBe(true);
    expect(refreshesList(parsePushFrame('{"cmd":"heartcheck","msgTxt":"心跳响应"}'))).toBe(false);
    expect(parsePushFrame('alert(1)')).toEqual({ cmd: 'other' });
    expect(parsePushFrame('null')).toEqual({ cmd: 'other' });
    expect(parsePushFrame(42)).toEqual({ cmd: 'other' });
  });
});
