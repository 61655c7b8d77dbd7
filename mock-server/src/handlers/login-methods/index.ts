// The login-methods domain's handlers (the other ways in), by name: helpers stay out of the handler table.
export { sysCasClientValidateLogin } from './cas-login.js';
export { sysSms, sysPhoneLogin } from './sms-login.js';
export { sysThirdLoginOauth2Callback, sysThirdLoginOauth2Login } from './oauth2-provider.js';
export { sysThirdLoginGetLoginUser } from './third-party-login.js';
export { sysWorkNoLogin } from './work-number-login.js';
export { sysThirdAppGetEnabledType } from './third-apps.js';
