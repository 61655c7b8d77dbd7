// ThirdAppController.getEnabledType: neither 企业微信 nor 钉钉 user sync is switched on in this deployment.
import { ok } from '../../envelope.js';
import type { Handler } from '../../types.js';

export const sysThirdAppGetEnabledType: Handler<'sysThirdAppGetEnabledType'> = () => ok({ wechatEnterprise: false, dingtalk: false });
