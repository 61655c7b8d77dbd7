// Test-only: the two bad answers of issue 11 a picker must survive, as the mock's forced answers send them
// (`/__mock/scenario/answer`): HTTP 200 with success:false and the server's message, or HTTP 200 with an empty body.
import { envelope, type FakeReply } from './fake-backend';

export interface BadAnswer {
  name: string;
  reply: FakeReply;
  /** What the widget shows for it: the server's message, or 加载失败 when there is none. */
  shown: string;
}

export const BAD_ANSWERS: readonly BadAnswer[] = [
  { name: 'success:false', reply: { data: envelope(500, null, '模拟的服务器错误') }, shown: '模拟的服务器错误' },
  { name: 'an empty body', reply: { data: '' }, shown: '加载失败' },
];

/** A handler that gives `bad` to the first call and `good` to every call after it. */
export function badThenGood(bad: FakeReply, good: () => FakeReply): () => FakeReply {
  let calls = 0;
  return () => (calls++ === 0 ? bad : good());
}
