// The mock binds request values as the real backend (Spring MVC with JeecgBoot's Jackson ObjectMapper) does
// (docs/leniency.md): what upstream converts is accepted and reaches the handler in the document's types; what
// upstream cannot bind still answers 400 naming the field.
import { describe, expect, it } from 'vitest';
import { call, captchaFor as drawCaptcha, expect400, mockPerFile, resultOf } from '../kit';

const mock = mockPerFile({ login: 'admin' });
const { get, send } = mock;
const captchaFor = (key: string) => drawCaptcha(mock.app, key);

describe('the upstream Vue2 login form', () => {
  it('A-SESSION-01 logs in with checkKey sent as a number (new Date().getTime()) and remember_me', async () => {
    const checkKey = 1_700_000_123_456;
    const captcha = await captchaFor(String(checkKey));
    const answer = await call(mock.app, 'sysLogin', {
      method: 'POST',
      url: '/v1/sys/login',
      payload: { username: 'admin', password: '123456', captcha, checkKey, remember_me: true },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, code: 200, message: '登录成功' });
    expect(resultOf(answer).token).toMatch(/^[0-9a-f]{32}$/);
  });

  it('a numeric checkKey is the key of its text: a wrong captcha for it answers 412 验证码错误', async () => {
    const checkKey = 1_700_000_654_321;
    await captchaFor(String(checkKey));
    const answer = await call(mock.app, 'sysLogin', {
      method: 'POST',
      url: '/v1/sys/login',
      payload: { username: 'admin', password: '123456', captcha: '####', checkKey },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: false, code: 412, message: '验证码错误' });
  });

  it('a checkKey the backend cannot bind to a String (an object) answers 400 naming it', async () => {
    const answer = await call(mock.app, 'sysLogin', {
      method: 'POST',
      url: '/v1/sys/login',
      payload: { username: 'admin', password: '123456', captcha: 'abcd', checkKey: { time: 1 } },
    });
    expect400(answer, '参数错误：body.checkKey 类型应为 string');
  });
});

describe('JSON bodies: numbers as strings and strings as numbers', () => {
  const dictionaryId = async () => {
    const add = await send('sysDictAdd', 'POST', '/v1/sys/dict/add', { dictName: '宽松绑定', dictCode: 'lenient_binding', type: '0' });
    expect(add.body).toMatchObject({ success: true, code: 200 });
    const [dict] = resultOf(await get('sysDictList', '/v1/sys/dict/list?dictCode=lenient_binding')).records;
    expect(dict).toMatchObject({ dictName: '宽松绑定', type: 0 });
    return dict?.id as string;
  };
  const itemsOf = async (dictId: string) =>
    resultOf(await get('sysDictItemList', `/v1/sys/dictItem/list?dictId=${dictId}`)).records;

  it('an item added and edited with the other JSON types is stored in the document’s types', async () => {
    const dictId = await dictionaryId();
    const add = await send('sysDictItemAdd', 'POST', '/v1/sys/dictItem/add', { dictId, itemValue: 7, itemText: 2026, sortOrder: '3', status: '1' });
    expect(add.body).toMatchObject({ success: true, code: 200, message: '保存成功！' });
    const [added] = await itemsOf(dictId);
    expect(added).toMatchObject({ itemValue: '7', itemText: '2026', sortOrder: 3, status: 1 });

    // A fraction into an Integer field is cut (ACCEPT_FLOAT_AS_INT), " 0 " is read as 0, a boolean becomes its text.
    const edit = await send('sysDictItemEdit', 'PUT', '/v1/sys/dictItem/edit', { id: added?.id, dictId, itemValue: 8, itemText: true, sortOrder: 4.9, status: ' 0 ' });
    expect(edit.body).toMatchObject({ success: true, code: 200, message: '编辑成功!' });
    expect(await itemsOf(dictId)).toEqual([expect.objectContaining({ id: added?.id, itemValue: '8', itemText: 'true', sortOrder: 4, status: 0 })]);
  });

  it.each([
    ['an object into a String field', { itemText: { text: '七' } }, '参数错误：body.itemText 类型应为 string'],
    ['a one-element list into a String field', { itemValue: ['7'] }, '参数错误：body.itemValue 类型应为 string'],
    ['non-numeric text into an Integer field', { sortOrder: 'three' }, '参数错误：body.sortOrder 类型应为 integer,null'],
    ['fractional text into an Integer field', { sortOrder: '1.5' }, '参数错误：body.sortOrder 类型应为 integer,null'],
    ['a boolean into an Integer field', { sortOrder: true }, '参数错误：body.sortOrder 类型应为 integer,null'],
  ])('refuses %s with 400 naming it', async (_case, broken, message) => {
    const item = { dictId: 'any', itemValue: '9', itemText: '九', ...broken };
    expect400(await send('sysDictItemAdd', 'POST', '/v1/sys/dictItem/add', item), message);
  });
});

describe('query parameters', () => {
  it('an integer parameter in blanks is read as its number; an empty one takes its default', async () => {
    const page = resultOf(await get('sysPositionList', '/v1/sys/position/list?pageSize=%202%20&pageNo='));
    expect(page).toMatchObject({ size: 2, current: 1 });
    expect(page.records).toHaveLength(2);
  });

  it('a boolean parameter reads yes/no and 1/0 as Spring does', async () => {
    const tree = async (value: string) => (await get('sysSysDepartQueryTreeListNoProject', `/v1/sys/sysDepart/queryTreeListNoProject?containsDisabled=${value}`)).body.result;
    const [withDisabled, withoutDisabled] = [await tree('true'), await tree('false')];
    expect(withDisabled).not.toEqual(withoutDisabled);
    expect(await tree('yes')).toEqual(withDisabled);
    expect(await tree('1')).toEqual(withDisabled);
    expect(await tree('NO')).toEqual(withoutDisabled);
    expect(await tree('0')).toEqual(withoutDisabled);
  });

  it('a parameter sent twice binds to a String as its comma-joined values: deleteBatch takes both ids', async () => {
    const ids: string[] = [];
    for (const code of ['lenient_a', 'lenient_b']) {
      expect((await send('sysPositionAdd', 'POST', '/v1/sys/position/add', { code, name: code })).body).toMatchObject({ success: true });
      const [created] = resultOf(await get('sysPositionList', `/v1/sys/position/list?code=${code}`)).records;
      ids.push(created?.id as string);
    }
    const removed = await send('sysPositionDeleteBatch', 'DELETE', `/v1/sys/position/deleteBatch?ids=${ids[0]}&ids=${ids[1]}`);
    expect(removed.body).toMatchObject({ success: true, code: 200 });
    for (const id of ids) expect((await get('sysPositionQueryById', `/v1/sys/position/queryById?id=${id}`)).body).toMatchObject({ success: false, message: '未找到对应实体' });
  });

  it.each([
    ['/v1/sys/position/list?pageSize=ten', '参数错误：query.pageSize 类型应为 integer'],
    ['/v1/sys/position/list?pageNo=1.5', '参数错误：query.pageNo 类型应为 integer'],
    ['/v1/sys/position/list?pageNo=1e2', '参数错误：query.pageNo 类型应为 integer'],
  ])('refuses what Spring cannot convert: %s', async (url, message) => {
    expect400(await get('sysPositionList', url), message);
  });

  it('refuses a boolean word Spring does not know', async () => {
    expect400(await get('sysSysDepartQueryTreeListNoProject', '/v1/sys/sysDepart/queryTreeListNoProject?containsDisabled=maybe'), '参数错误：query.containsDisabled 类型应为 boolean');
  });
});
