// The login screen: fills the form, reading the captcha the page was shown from the mock's control route.
// The key is taken from the image's answer, not its request: until the answer arrives the mock has no code for it.
import { expect, type Page } from '@playwright/test';
import { captchaFor } from './mock-api';

export class LoginPage {
  private captchaKey: string | null = null;

  constructor(readonly page: Page) {
    page.on('response', (response) => {
      const match = /\/sys\/randomImage\/([^/?]+)/.exec(response.url());
      if (match?.[1]) this.captchaKey = decodeURIComponent(match[1]);
    });
  }

  readonly username = () => this.page.getByPlaceholder('请输入用户名');
  readonly password = () => this.page.getByPlaceholder('请输入密码');
  readonly captcha = () => this.page.getByPlaceholder('请输入验证码');
  readonly submit = () => this.page.getByRole('button', { name: /登\s*录/ });

  async goto(path = '/user/login'): Promise<void> {
    await this.page.goto(path);
    // The form is prerendered and shows before its script runs; the captcha image is filled by the script, so a
    // filled image means the page answers clicks (a tab clicked before that was lost on a loaded machine).
    await expect(this.page.getByAltText('验证码')).toHaveAttribute('src', /^data:image\//);
  }

  /** The key of the captcha image last delivered to the page. */
  shownCaptchaKey(): string | null {
    return this.captchaKey;
  }

  /** The code of the captcha image currently shown. */
  async currentCaptcha(): Promise<string> {
    await expect.poll(() => this.captchaKey).not.toBeNull();
    return captchaFor(this.page.request, this.captchaKey as string);
  }

  async fill(username: string, password: string, captcha?: string): Promise<void> {
    await this.username().fill(username);
    await this.password().fill(password);
    await this.captcha().fill(captcha ?? (await this.currentCaptcha()));
  }

  async login(username = 'admin', password = '123456'): Promise<void> {
    await this.fill(username, password);
    await this.submit().click();
  }
}
